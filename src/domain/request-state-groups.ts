/**
 * Spec section 4: which codes each request kind's state table has, and their icon groups. The request history's list
 * needs only these (its texts are `history.state.<kind>.<code>`); the English labels are in request-states.ts.
 */
export type StatusIcon = 'running' | 'denied' | 'completed-approved' | 'completed' | 'canceled' | 'error';

export type RequestKind = 'prd' | 'role' | 'resource';

/** A table's codes by icon group; `none`: the states the spec gives no icon group. */
export type StateGroups = Readonly<Partial<Record<StatusIcon | 'none', readonly number[]>>>;

export const REQUEST_STATE_GROUPS: Readonly<Record<RequestKind, StateGroups>> = {
  prd: { running: [0], denied: [1, 5], 'completed-approved': [2], canceled: [3], error: [4] },
  resource: {
    running: [0, 12, 13, 15, 70],
    'completed-approved': [20, 30],
    completed: [50, 100],
    canceled: [75],
    error: [80],
    denied: [95],
    none: [26, 27, 28, 29, 96],
  },
  role: {
    running: [0, 2, 3, 5, 12, 13, 15, 70],
    'completed-approved': [10, 20, 25, 30],
    completed: [50, 100],
    canceled: [75],
    error: [80],
    denied: [95],
    none: [90],
  },
};

/** The group of `code` in `kind`'s table: an icon, 'none' (a state without icon), or undefined (not a state). */
export function requestStateGroup(kind: RequestKind, code: number): StatusIcon | 'none' | undefined {
  return (Object.keys(REQUEST_STATE_GROUPS[kind]) as (StatusIcon | 'none')[]).find((group) =>
    REQUEST_STATE_GROUPS[kind][group]?.includes(code),
  );
}

export const ROLE_REQUEST_STATUSES = ['running', 'pending', 'approved', 'completed', 'denied', 'terminated'] as const;
export type RoleRequestStatus = (typeof ROLE_REQUEST_STATUSES)[number];

/** Request history filters as the server names them. */
export const HISTORY_STATUS_FILTERS = ['running_pending_p0', 'approved_completed_denied_p3', 'terminated_p2'] as const;
export const HISTORY_ACTION_FILTERS = ['grant', 'revoke'] as const;
