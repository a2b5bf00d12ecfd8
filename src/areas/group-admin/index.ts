export { GroupAdminWidget, type GroupAdminWidgetProps } from './GroupAdminWidget';
export type { GroupChangedDetail } from './navigation';
export { default as groupAdminStyles } from './group-admin.css?inline';
