/**
 * Workflow monitoring (`access/monitoring…`, `access/queue…`, `admin/workflowengines…`): readers typed from
 * the contract, query options under `workflowMonitorKeys`, and the mutation hooks.
 */
export { workflowMonitorKeys, type WorkflowMonitorKind } from './keys';
export {
  fetchProcessComments,
  fetchProcesses,
  fetchWorkEntries,
  processQueries,
  readProcess,
  readWorkEntry,
  reassignWorkEntries,
  terminateProcesses,
  useReassignWorkEntries,
  useTerminateProcesses,
  type Process,
  type ProcessComment,
  type ProcessListQuery,
  type ProcessPage,
  type ReassignInput,
  type TerminateInput,
  type TerminateResult,
  type WorkEntry,
} from './processes';
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
