/** Where the area is: the processes, one process, the work queue, the engines. */
export type WorkflowMonitorView =
  | { page: 'processes' }
  | { page: 'process'; requestId: string; name?: string }
  | { page: 'queue' }
  | { page: 'engines' };
