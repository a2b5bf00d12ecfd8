import { defineAreaRoutes } from '../../core/navigation';
import { workflowMonitorStrings } from './strings';

/**
 * Workflow monitoring, section `workflowmonitoring` (page key `workflowmonitoring`): the processes
 * (`#/workflowmonitoring`), one process (`…/process/<requestId>[/<name>]`), the work queue (`…/queue`) and the
 * workflow engines (`…/engines`).
 */
export default defineAreaRoutes({
  area: 'workflow-monitor',
  strings: [workflowMonitorStrings],
  sections: [
    {
      section: 'workflowmonitoring',
      routes: [
        { path: '', load: () => import('./ProcessesPage') },
        { path: 'process/:requestId/:name?', load: () => import('./ProcessPage') },
        { path: 'queue', load: () => import('./QueuePage') },
        { path: 'engines', load: () => import('./EnginesPage') },
      ],
    },
  ],
});
