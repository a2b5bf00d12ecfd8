export { RoleAdminWidget, type RoleAdminWidgetProps } from './RoleAdminWidget';
export type { RoleChangedDetail } from './navigation';
export { default as roleAdminStyles } from './role-admin.css?inline';
