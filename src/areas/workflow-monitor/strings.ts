import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `workflowMonitor`): English as its own small chunk. */
export const workflowMonitorStrings: NamespaceStrings = {
  namespace: 'workflowMonitor',
  english: () => import('../../i18n/en/workflowMonitor.json'),
};
