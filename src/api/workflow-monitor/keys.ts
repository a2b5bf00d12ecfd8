/** The one home of workflow monitoring's query keys, under `['idm', 'workflowMonitor', <kind>]`. */
export type WorkflowMonitorKind =
  'processes' | 'workEntries' | 'comments' | 'engines' | 'engineConfiguration' | 'queue';

export const workflowMonitorKeys = {
  all: ['idm', 'workflowMonitor'] as const,
  kind: (kind: WorkflowMonitorKind) => ['idm', 'workflowMonitor', kind] as const,
  /** `params` must be JSON-like (TanStack hashes it). */
  of: (kind: WorkflowMonitorKind, params: unknown = null) => ['idm', 'workflowMonitor', kind, params] as const,
};
