export { AdminPermissionsWidget, type AdminPermissionsWidgetProps } from './AdminAssignmentsWidget';
export type { AdminAssignmentsChangedDetail, AdminPermissionsView } from './navigation';
export { default as adminPermissionsStyles } from './admin-permissions.css?inline';
