export { TeamAdminWidget, type TeamAdminWidgetProps } from './TeamAdminWidget';
export type { TeamChangedDetail } from './navigation';
export { default as teamAdminStyles } from './team-admin.css?inline';
