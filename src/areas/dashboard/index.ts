export { DashboardWidget, type DashboardWidgetProps } from './DashboardWidget';
export { default as dashboardStyles } from './dashboard.css?inline';
