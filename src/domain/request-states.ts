import { requestStateGroup, type RequestKind, type StatusIcon } from './request-state-groups';

export * from './request-state-groups';

/** Spec section 4: the state tables' English labels; their codes' icon groups are in request-state-groups.ts. */
export interface RequestState {
  code: number;
  label: string;
  /** Undefined for states the spec gives no icon group. */
  icon: StatusIcon | undefined;
}

type StateTable = Readonly<Record<number, string>>;

function buildStates(kind: RequestKind, labels: StateTable): ReadonlyMap<number, RequestState> {
  return new Map(
    Object.entries(labels).map(([key, label]) => {
      const code = Number(key);
      const group = requestStateGroup(kind, code);
      return [code, { code, label, icon: group === 'none' ? undefined : group }];
    }),
  );
}

export const PROCESS_STATES: StateTable = { 0: 'Running', 1: 'Stopped', 2: 'Terminated', 3: 'Completed' };

export const PRD_REQUEST_STATES = buildStates('prd', {
  0: 'Processing',
  1: 'Denied',
  2: 'Approved',
  3: 'Retracted',
  4: 'Error',
  5: 'Refused',
});

export const RESOURCE_REQUEST_STATES = buildStates('resource', {
  0: 'New Request',
  12: 'Approval Retry',
  13: 'Pending Approval Retry',
  15: 'Approval Pending',
  20: 'Approved',
  26: 'Provision retry',
  27: 'Provision retry pending',
  28: 'Provision pending',
  29: 'Provision succeeded',
  30: 'Provisioning',
  50: 'Provisioned',
  70: 'Retracting',
  75: 'Retracted',
  80: 'Provisioning Error',
  95: 'Denied',
  96: 'Provision failed',
  100: 'Cleanup',
});

export const ROLE_REQUEST_STATES = buildStates('role', {
  0: 'New Request',
  2: 'SoD Approval Start - Pending',
  3: 'SoD Approval Start - Suspended',
  5: 'SoD Exception - Approval Pending',
  10: 'SoD Exception - Approved',
  12: 'Approval Start - Pending',
  13: 'Approval Start - Suspended',
  15: 'Approval Pending',
  20: 'Approved',
  25: 'Pending Activation',
  30: 'Provisioning',
  50: 'Provisioned',
  70: 'Retracting',
  75: 'Retracted',
  80: 'Provisioning Error',
  90: 'SoD Exception Denied',
  95: 'Denied',
  100: 'Cleanup',
});

const TABLES: Record<RequestKind, ReadonlyMap<number, RequestState>> = {
  prd: PRD_REQUEST_STATES,
  role: ROLE_REQUEST_STATES,
  resource: RESOURCE_REQUEST_STATES,
};

export function requestState(kind: RequestKind, code: number | string): RequestState | undefined {
  return TABLES[kind].get(Number(code));
}

export function processStateLabel(code: number | string): string | undefined {
  return PROCESS_STATES[Number(code)];
}

export const RESOURCE_REQUEST_OPERATIONS: StateTable = { 10: 'add to user', 15: 'remove from user' };
export const ROLE_REQUEST_OPERATIONS: StateTable = {
  10: 'add to user',
  15: 'remove from user',
  20: 'add to role',
  25: 'remove from role',
  30: 'add to group',
  35: 'remove from group',
  40: 'add to container',
  41: 'add to container including subtree',
  45: 'remove from container',
};

/** Status of a role or resource itself. */
export const CATALOG_ITEM_STATUS_LABELS: StateTable = { 50: 'Created', 15: 'Pending Delete' };

export const PASSWORD_SYNC_CODES: Readonly<Record<string, string>> = {
  '0000': 'Error',
  '0001': 'Warning',
  '0002': 'Retry',
  '0003': 'Fatal',
  '0004': 'Success',
};

export const ROLE_LEVELS: Readonly<Record<number, string>> = {
  10: 'Permission Role',
  20: 'IT Role',
  30: 'Business Role',
};
/** Role containers `Level10`, `Level20`, `Level30` are shown by their level names. */
export function roleContainerLabel(name: string): string {
  const level = /^Level(10|20|30)$/.exec(name)?.[1];
  return level ? (ROLE_LEVELS[Number(level)] ?? name) : name;
}
