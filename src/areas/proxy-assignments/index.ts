export { ProxyAssignmentsWidget, type ProxyAssignmentsWidgetProps } from './ProxyAssignmentsWidget';
export type { ProxyAssignmentChangedDetail } from './ProxyAssignments';
export { default as proxyAssignmentsStyles } from './proxy-assignments.css?inline';
