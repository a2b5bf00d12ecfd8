/**
 * Workflow monitoring (`access/monitoring…`, `access/queue…`, `admin/workflowengines…`): readers typed from
 * the contract, query options under `workflowMonitorKeys`, and the mutation hooks.
 */
export { workflowMonitorKeys, type WorkflowMonitorKind } from './keys';
export {
  fetchProcesses,
  processQueries,
  readProcess,
  type Process,
  type ProcessListQuery,
  type ProcessPage,
} from './processes';
export {
  fetchProcessComments,
  fetchWorkEntries,
  readWorkEntry,
  type ProcessComment,
  type WorkEntry,
} from './process-entries';
export {
  reassignWorkEntries,
  terminateProcesses,
  useReassignWorkEntries,
  useTerminateProcesses,
  type ReassignInput,
  type TerminateInput,
  type TerminateResult,
} from './process-actions';
export {
  engineQueries,
  fetchEngineConfiguration,
  fetchEngines,
  saveEngineConfiguration,
  setEngineStatus,
  useSaveEngineConfiguration,
  useSetEngineStatus,
  type WorkflowEngine,
} from './engines';
export {
  fetchQueue,
  queueQueries,
  removeFromQueue,
  useRemoveFromQueue,
  type QueueAssignee,
  type QueueItem,
  type QueueRef,
  type QueueRemoval,
} from './queue';
