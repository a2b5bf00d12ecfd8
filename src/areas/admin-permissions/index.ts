export { AdminPermissionsWidget, type AdminPermissionsWidgetProps } from './AdminAssignmentsWidget';
export { ASSIGNMENTS_FIRST } from './assignments-first';
export { ACCESS_FIRST } from './access-first';
export type { AdminPermissionsViews } from './views';
export type { AdminAssignmentsChangedDetail, AdminPermissionsView } from './navigation';
export { default as adminPermissionsStyles } from './admin-permissions.css?inline';
