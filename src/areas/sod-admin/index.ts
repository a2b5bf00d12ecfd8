export { SodAdminWidget, type SodAdminWidgetProps } from './SodAdminWidget';
export type { SodChangedDetail } from './navigation';
export { default as sodAdminStyles } from './sod-admin.css?inline';
