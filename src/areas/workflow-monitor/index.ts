export { WorkflowMonitorWidget, type WorkflowMonitorWidgetProps } from './WorkflowMonitorWidget';
export type { WorkflowMonitorView } from './view';
export { default as workflowMonitorStyles } from './workflow-monitor.css?inline';
