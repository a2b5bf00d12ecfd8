import { requestStateGroup, type RequestKind, type StatusIcon } from '../../domain/request-state-groups';

/** What a history row's status column shows: the state's text key and, when the spec gives one, its icon group. */
export interface StatusDisplay {
  /** `history.state.<kind>.<code>` for a state of the spec's tables (section 4); null: show the server's text. */
  key: string | null;
  icon: StatusIcon | undefined;
}

/** 'role', 'resource' and 'prd' (any case, also 'PRD', 'Role', 'ROLE') are the state tables' kinds. */
export function requestKindOf(entityType: string | null | undefined): RequestKind | null {
  const type = (entityType ?? '').trim().toLowerCase();
  if (type === 'role' || type === 'resource' || type === 'prd') return type;
  return null;
}

/**
 * The state of a request from its kind and code; a code that is not in the kind's table (or no code) shows the
 * server's own status text.
 */
export function statusDisplay(
  entityType: string | null | undefined,
  code: number | string | null | undefined,
): StatusDisplay {
  const kind = requestKindOf(entityType);
  const numeric = code === null || code === undefined || code === '' ? NaN : Number(code);
  const group = kind ? requestStateGroup(kind, numeric) : undefined;
  if (!group) return { key: null, icon: undefined };
  return { key: `history.state.${kind}.${numeric}`, icon: group === 'none' ? undefined : group };
}
