import { requestState, type RequestKind, type StatusIcon } from '../../domain/request-states';

/** What a history row's status column shows: the state's text and, when the spec gives one, its icon group. */
export interface StatusDisplay {
  /** The state's English label (spec section 4), translated by the caller under `history.state.<kind>.<code>`. */
  label: string;
  icon: StatusIcon | undefined;
  kind: RequestKind | null;
  code: number | null;
}

/** 'role', 'resource' and 'prd' (any case, also 'PRD', 'Role', 'ROLE') are the state tables' kinds. */
export function requestKindOf(entityType: string | null | undefined): RequestKind | null {
  const type = (entityType ?? '').trim().toLowerCase();
  if (type === 'role' || type === 'resource' || type === 'prd') return type;
  return null;
}

/**
 * The state of a request from its kind and code, falling back to the server's own status text when
 * the code is not in the kind's table (or there is no code).
 */
export function statusDisplay(
  entityType: string | null | undefined,
  code: number | string | null | undefined,
  fallbackText = '',
): StatusDisplay {
  const kind = requestKindOf(entityType);
  const numeric = code === null || code === undefined || code === '' ? null : Number(code);
  const state = kind && numeric !== null && Number.isFinite(numeric) ? requestState(kind, numeric) : undefined;
  if (state) return { label: state.label, icon: state.icon, kind, code: state.code };
  return {
    label: fallbackText,
    icon: undefined,
    kind,
    code: numeric !== null && Number.isFinite(numeric) ? numeric : null,
  };
}

/** The i18n key of a state label: `history.state.role.15`. */
export function stateKey(display: StatusDisplay): string | null {
  return display.kind && display.code !== null ? `history.state.${display.kind}.${display.code}` : null;
}
