/** Every custom element this package defines; each has `elements/<tag>.ts` and is built to `dist/elements/<tag>.js`. */
export const elementTags = [
  'idm-console',
  'idm-picker',
  'idm-task-list',
  'idm-request-access',
  'idm-request-history',
  'idm-user-catalog',
  'idm-user-details',
  'idm-user-profile',
  'idm-orgchart',
  'idm-role-admin',
  'idm-sod-admin',
  'idm-admin-assignments',
  'idm-permissions',
  'idm-group-admin',
  'idm-delegation',
  'idm-availability',
  'idm-proxy-assignments',
  'idm-team-admin',
  'idm-resource-admin',
  'idm-workflow-monitor',
  'idm-server-admin',
] as const;

export type ElementTag = (typeof elementTags)[number];
