/** Spec section 4: the state tables and their icon groups. */
export type StatusIcon = 'running' | 'denied' | 'completed-approved' | 'completed' | 'canceled' | 'error';

export interface RequestState {
  code: number;
  label: string;
  /** Undefined for states the spec gives no icon group. */
  icon: StatusIcon | undefined;
}

type StateTable = Readonly<Record<number, string>>;
type IconGroups = Readonly<Partial<Record<StatusIcon, readonly number[]>>>;

function buildStates(labels: StateTable, icons: IconGroups): ReadonlyMap<number, RequestState> {
  const iconOf = (code: number) =>
    (Object.entries(icons) as [StatusIcon, readonly number[]][]).find(([, codes]) => codes.includes(code))?.[0];
  return new Map(
    Object.entries(labels).map(([code, label]) => [
      Number(code),
      { code: Number(code), label, icon: iconOf(Number(code)) },
    ]),
  );
}

export const PROCESS_STATES: StateTable = { 0: 'Running', 1: 'Stopped', 2: 'Terminated', 3: 'Completed' };

export const PRD_REQUEST_STATES = buildStates(
  { 0: 'Processing', 1: 'Denied', 2: 'Approved', 3: 'Retracted', 4: 'Error', 5: 'Refused' },
  { running: [0], denied: [1, 5], 'completed-approved': [2], canceled: [3], error: [4] },
);

export const RESOURCE_REQUEST_STATES = buildStates(
  {
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
  },
  {
    running: [0, 12, 13, 15, 70],
    'completed-approved': [20, 30],
    completed: [50, 100],
    canceled: [75],
    error: [80],
    denied: [95],
  },
);

export const ROLE_REQUEST_STATES = buildStates(
  {
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
  },
  {
    running: [0, 2, 3, 5, 12, 13, 15, 70],
    'completed-approved': [10, 20, 25, 30],
    completed: [50, 100],
    canceled: [75],
    error: [80],
    denied: [95],
  },
);

export type RequestKind = 'prd' | 'role' | 'resource';

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

export const ROLE_REQUEST_STATUSES = ['running', 'pending', 'approved', 'completed', 'denied', 'terminated'] as const;
export type RoleRequestStatus = (typeof ROLE_REQUEST_STATUSES)[number];

/** Status of a role or resource itself. */
export const CATALOG_ITEM_STATUS_LABELS: StateTable = { 50: 'Created', 15: 'Pending Delete' };

export const PASSWORD_SYNC_CODES: Readonly<Record<string, string>> = {
  '0000': 'Error',
  '0001': 'Warning',
  '0002': 'Retry',
  '0003': 'Fatal',
  '0004': 'Success',
};

/** Request history filters as the server names them. */
export const HISTORY_STATUS_FILTERS = ['running_pending_p0', 'approved_completed_denied_p3', 'terminated_p2'] as const;
export const HISTORY_ACTION_FILTERS = ['grant', 'revoke'] as const;

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
