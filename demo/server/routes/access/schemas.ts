import { DN, FLAG, INTEGER, PAGING, REPEATED, SEARCH_TEXT, SORT_ORDER } from '../lookups/schemas.js';

/** JSON schemas of the access-request calls (bodies are checked strictly; query values are strings). */
export const TEXT = { type: 'string', maxLength: 4000 } as const;
export const EPOCH_MS = { type: 'number', minimum: 0, maximum: 8_640_000_000_000_000 } as const;
const PROXY_USER = { type: 'string', maxLength: 1024 } as const;
const PARAM = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', maxLength: 256 }, value: { type: 'string', maxLength: 4000 } },
} as const;
const PARAMS = { type: 'array', maxItems: 50, items: PARAM } as const;

export const RECIPIENT = {
  type: 'object',
  required: ['dn'],
  properties: {
    dn: DN,
    name: { type: 'string', maxLength: 512 },
    type: { type: 'string', enum: ['user', 'group', 'team', 'USER', 'GROUP', 'TEAM'] },
    isGroupAssignment: { type: 'boolean' },
  },
} as const;

const RECIPIENTS = { type: 'array', maxItems: 1000, items: RECIPIENT } as const;

/** POST access/requests/permissions (and v2): the contract's RequestNode. */
export const requestBody = {
  type: 'object',
  required: ['reqPermissions'],
  properties: {
    effDate: EPOCH_MS,
    expDate: EPOCH_MS,
    reason: TEXT,
    sodJustification: TEXT,
    reqPermissions: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        required: ['id'],
        properties: { id: DN, entityType: { type: 'string', maxLength: 32 }, proxyFor: PROXY_USER, permParams: PARAMS },
      },
    },
    recipients: RECIPIENTS,
    process: { type: 'object' },
    proxyUser: PROXY_USER,
  },
} as const;

/**
 * A v2 call's form values (4.10+): `data[{key, value}]`, `value` a list (a multi-valued field sends several;
 * a single string is taken as a list of one).
 */
const FORM_DATA = {
  type: 'array',
  maxItems: 200,
  items: {
    type: 'object',
    required: ['key'],
    properties: {
      key: { type: 'string', minLength: 1, maxLength: 256 },
      value: { anyOf: [{ type: 'array', maxItems: 100, items: TEXT }, TEXT] },
    },
  },
} as const;

/** POST access/requests/permissions/v2 (4.10+): a RequestNode whose form values come in `data`. */
export const requestV2Body = {
  ...requestBody,
  properties: { ...requestBody.properties, data: FORM_DATA },
} as const;

/** POST access/requests/permissions/item: the contract's SinglePermReqNode. */
export const singleRequestBody = {
  type: 'object',
  required: ['id'],
  properties: {
    id: DN,
    entityType: { type: 'string', maxLength: 32 },
    effDate: EPOCH_MS,
    expDate: EPOCH_MS,
    reason: TEXT,
    sodJustification: TEXT,
    permReqParams: PARAMS,
    recipients: RECIPIENTS,
    isBulkApproval: { type: 'boolean' },
    proxyUser: PROXY_USER,
  },
} as const;

export const TASK_ID = { type: 'string', minLength: 1, maxLength: 64 } as const;

/** The approval form's data items sent with approve or deny (AfDataItemNode: name, dataType, values). */
const TASK_DATA_ITEMS = {
  type: 'array',
  maxItems: 50,
  items: {
    type: 'object',
    required: ['name', 'values'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 256 },
      dataType: { type: 'string', maxLength: 32 },
      values: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 1000 } },
      readOnly: { type: 'boolean' },
      multiValued: { type: 'boolean' },
    },
  },
} as const;

/** POST access/tasks: the contract's AfTaskActionNode. */
export const taskActionBody = {
  type: 'object',
  required: ['tasks', 'action'],
  properties: {
    tasks: {
      type: 'array',
      minItems: 1,
      maxItems: 500,
      items: {
        type: 'object',
        required: ['taskId'],
        properties: {
          taskId: TASK_ID,
          currentAddressee: { type: 'string', maxLength: 1024 },
          dataItems: TASK_DATA_ITEMS,
        },
      },
    },
    action: { type: 'string', maxLength: 32 },
    comment: TEXT,
    approver: { type: 'string', maxLength: 1024 },
    proxyUser: PROXY_USER,
  },
} as const;

/** POST access/tasks/v2 (4.10+): one task, its `taskAction` (ApprovalAction, DenyAction, ClaimAction) and form values. */
export const taskActionV2Body = {
  type: 'object',
  required: ['taskId', 'taskAction'],
  properties: {
    taskId: TASK_ID,
    taskAction: { type: 'string', minLength: 1, maxLength: 32 },
    comments: TEXT,
    comment: TEXT,
    data: FORM_DATA,
    proxyUser: PROXY_USER,
  },
} as const;

export const taskItemBody = {
  type: 'object',
  required: ['taskId'],
  properties: { taskId: TASK_ID, proxyUser: PROXY_USER },
} as const;

/** A body naming one request by id (history item). */
export const requestIdBody = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 32 }, proxyUser: PROXY_USER },
} as const;

/** DELETE access/requests/history: the contract's PermissionRequestHistoryListNode, ids only. */
export const retractBody = {
  type: 'object',
  required: ['requests'],
  properties: {
    requests: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      items: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 32 } } },
    },
    proxyUser: PROXY_USER,
  },
} as const;

/** A UserNode body (history or assignments of one user). */
export const userBody = { type: 'object', properties: { dn: DN, name: { type: 'string', maxLength: 512 } } } as const;

/** DELETE access/assignments and access/assignments/list: PermissionAssignmentListNode. */
export const revokeBody = {
  type: 'object',
  required: ['assignments'],
  properties: {
    assignments: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      items: {
        type: 'object',
        required: ['id'],
        properties: {
          id: DN,
          entityType: { type: 'string', maxLength: 32 },
          assignmentTo: { type: 'string', maxLength: 1024 },
          assignmentToList: {
            type: 'array',
            maxItems: 200,
            items: { type: 'object', properties: { assignedToDn: DN } },
          },
        },
      },
    },
    reason: TEXT,
    proxyUser: PROXY_USER,
  },
} as const;

export const TASK_LIST_QUERY = {
  ...PAGING,
  fromIndex: INTEGER,
  sortBy: { type: 'string', maxLength: 64 },
  assignedTo: { type: 'string', maxLength: 32 },
  recipient: { type: 'string', maxLength: 1024 },
  expireUnit: { type: 'string', maxLength: 16 },
  expireWithin: INTEGER,
  proxyUser: PROXY_USER,
  status: { type: 'string', maxLength: 32 },
  assignStatus: { type: 'string', maxLength: 32 },
  delegatedTasks: FLAG,
  onlyHelpdeskTask: FLAG,
  teamDN: { type: 'string', maxLength: 1024 },
  memberDn: { type: 'string', maxLength: 1024 },
} as const;

export interface TaskListQuery {
  q?: string;
  size?: string;
  fromIndex?: string;
  nextIndex?: string;
  sortOrder?: string;
  sortBy?: string;
  assignedTo?: string;
  recipient?: string;
  expireUnit?: string;
  expireWithin?: string;
  proxyUser?: string;
  status?: string;
  assignStatus?: string;
  teamDN?: string;
  memberDn?: string;
}

/** An epoch-ms date in a query (0 = no limit). */
const EPOCH_QUERY = { type: 'string', pattern: '^[0-9]{1,16}$' } as const;

export const HISTORY_QUERY = {
  ...PAGING,
  sortBy: { type: 'string', maxLength: 64 },
  action: SEARCH_TEXT,
  cn: SEARCH_TEXT,
  item: { type: 'string', maxLength: 1024 },
  type: SEARCH_TEXT,
  status: SEARCH_TEXT,
  startDate: EPOCH_QUERY,
  endDate: EPOCH_QUERY,
  proxyUser: PROXY_USER,
  commentLimit: INTEGER,
  includeSystemComments: FLAG,
} as const;

export interface HistoryQuery {
  q?: string;
  size?: string;
  nextIndex?: string;
  sortOrder?: string;
  sortBy?: string;
  action?: string;
  cn?: string;
  item?: string;
  type?: string;
  status?: string;
  startDate?: string;
  endDate?: string;
  proxyUser?: string;
}

export const ASSIGNMENT_QUERY = {
  ...PAGING,
  sortBy: { type: 'string', enum: ['name', 'entityType', 'requestDate', 'description'] },
  proxyUser: PROXY_USER,
  forceRefresh: FLAG,
  noCache: FLAG,
  token: SEARCH_TEXT,
} as const;

export interface AssignmentQuery {
  q?: string;
  size?: string;
  nextIndex?: string;
  sortOrder?: string;
  sortBy?: 'name' | 'entityType' | 'requestDate' | 'description';
  proxyUser?: string;
}

export { DN, FLAG, INTEGER, PAGING, REPEATED, SEARCH_TEXT, SORT_ORDER, PROXY_USER };
