import { useMemo } from 'react';
import { useAreaStyles } from '../../ui/area';
import { useSectionNavigation } from '../../ui/area/section-navigation';
import type { WorkflowMonitorView } from './view';
import { WorkflowMonitor } from './WorkflowMonitor';
import type { WorkflowMonitorViews } from './views';
import styles from './workflow-monitor.css?inline';

/** The hash route of each view: `#/workflowmonitoring`, `…/process/<requestId>[/<name>]`, `…/queue`, `…/engines`. */
function segments(view: WorkflowMonitorView): string[] {
  switch (view.page) {
    case 'processes':
      return [];
    case 'process':
      return ['process', view.requestId, ...(view.name ? [view.name] : [])];
    default:
      return [view.page];
  }
}

/**
 * A console page of the area: its stylesheet and its views, each on its own hash route (reload and Back keep it).
 * Each page gives its own view (`views`), so its chunk carries that view only.
 */
export function ConsolePage({ view, views }: { view: WorkflowMonitorView; views: WorkflowMonitorViews }) {
  const ref = useAreaStyles<HTMLDivElement>(styles);
  const section = useSectionNavigation('workflowmonitoring');
  const go = useMemo(() => (next: WorkflowMonitorView) => section.open(...segments(next)), [section]);
  return (
    <div ref={ref} className="idm-admin-area">
      <WorkflowMonitor view={view} go={go} views={views} />
    </div>
  );
}
