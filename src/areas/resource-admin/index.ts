export { ResourceAdminWidget, type ResourceAdminStart, type ResourceAdminWidgetProps } from './ResourceAdminWidget';
export type { ResourceChangedDetail } from './navigation';
export { default as resourceAdminStyles } from './resource-admin.css?inline';
