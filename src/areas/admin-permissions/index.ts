export { AdminPermissionsWidget, type AdminPermissionsWidgetProps } from './AdminAssignmentsWidget';
export type { AdminPermissionsViews } from './views';
export type { AdminAssignmentsChangedDetail, AdminPermissionsView } from './navigation';
export { default as adminPermissionsStyles } from './admin-permissions.css?inline';
