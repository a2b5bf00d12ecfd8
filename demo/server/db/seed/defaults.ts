/** Server-wide settings written by the seed (table `settings`, JSON values). */
export interface GeneralDisplaySettings {
  defaultRowsPerPage: number;
  optionsRowsPerPage: string;
  newRequestDefaultSortByOption: string;
}

export interface IgConfig {
  host: string;
  adminUserName: string;
  adminPassword: string;
  showIgApprovals: boolean;
  showIgRequestCatalog: boolean;
}

export const SETTING_KEYS = { generalDisplay: 'display.general', igConfig: 'igConfig' } as const;

export const DEFAULT_GENERAL_DISPLAY: GeneralDisplaySettings = {
  defaultRowsPerPage: 10,
  optionsRowsPerPage: '5,10,25,50',
  newRequestDefaultSortByOption: 'name',
};

export const DEFAULT_IG_CONFIG: IgConfig = {
  host: '',
  adminUserName: '',
  adminPassword: '',
  showIgApprovals: false,
  showIgRequestCatalog: false,
};

/** admin/display/settings/task and …/request (TaskSettingNode, RequestSettingNode); `key` a column, `value` its label. */
export interface ColumnOption {
  key: string;
  value: string;
}

const TASK_COLUMNS: ColumnOption[] = [
  { key: 'requestedItem', value: 'Request' },
  { key: 'recipient', value: 'Recipient' },
  { key: 'requester', value: 'Requester' },
  { key: 'assignedTo', value: 'Assigned To' },
  { key: 'requestDate', value: 'Request Date' },
  { key: 'expirationDate', value: 'Expiration Date' },
  { key: 'priority', value: 'Priority' },
];
const REQUEST_COLUMNS: ColumnOption[] = [
  { key: 'recipientName', value: 'Recipient' },
  { key: 'requesterName', value: 'Requester' },
  { key: 'status', value: 'Status' },
  { key: 'requestDate', value: 'Request Date' },
  { key: 'action', value: 'Action' },
  { key: 'reason', value: 'Reason' },
];
const pick = (all: ColumnOption[], keys: string[]) => all.filter((c) => keys.includes(c.key));

export const DISPLAY_KEYS = { task: 'display.task', request: 'display.request' } as const;

export const DEFAULT_TASK_DISPLAY = {
  taskListSort: 'requestDate',
  taskListSortDesc: true,
  defaultColumns: pick(TASK_COLUMNS, ['requestedItem', 'recipient', 'requestDate', 'priority']),
  columnsForUserOverride: pick(TASK_COLUMNS, ['requester', 'assignedTo', 'expirationDate']),
  columnsForSort: pick(TASK_COLUMNS, ['requestedItem', 'recipient', 'requestDate', 'expirationDate', 'priority']),
  allColumns: TASK_COLUMNS,
  taskListColumnsOverride: true,
  taskDetailOpenOverride: true,
  taskDetailClaim: false,
  taskDetailClaimOverride: true,
};

export const DEFAULT_REQUEST_DISPLAY = {
  requestListSort: 'requestDate',
  requestListSortDesc: true,
  defaultColumns: pick(REQUEST_COLUMNS, ['recipientName', 'status', 'requestDate', 'action']),
  columnsForUserOverride: pick(REQUEST_COLUMNS, ['requesterName', 'reason']),
  allColumns: REQUEST_COLUMNS,
  requestListColumnsOverride: true,
};
