/** Defines every IDM element at once. */
export { IdmConsoleElement } from './idm-console';
export { IdmPickerElement } from './idm-picker';
export { IdmTaskListElement } from './idm-task-list';
export { IdmRequestAccessElement } from './idm-request-access';
export { IdmRequestHistoryElement } from './idm-request-history';
export { IdmUserCatalogElement } from './idm-user-catalog';
export { IdmUserDetailsElement } from './idm-user-details';
export { IdmUserProfileElement } from './idm-user-profile';
export { IdmOrgChartElement } from './idm-orgchart';
export { IdmRoleAdminElement } from './idm-role-admin';
export { IdmResourceAdminElement } from './idm-resource-admin';
export { IdmSodAdminElement } from './idm-sod-admin';
export { defineIdmElement, emitIdmEvent } from './define-idm-element';
export { configure, getCore } from '../src/core';
