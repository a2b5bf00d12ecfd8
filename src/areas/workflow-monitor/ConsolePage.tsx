import { useState } from 'react';
import { useAreaStyles } from '../../ui/area';
import type { WorkflowMonitorView } from './view';
import { WorkflowMonitor } from './WorkflowMonitor';
import styles from './workflow-monitor.css?inline';

/** A console page of the area: its stylesheet and its views, starting at `initial`. */
export function ConsolePage({ initial }: { initial: WorkflowMonitorView }) {
  const ref = useAreaStyles<HTMLDivElement>(styles);
  const [view, setView] = useState<WorkflowMonitorView>(initial);
  return (
    <div ref={ref} className="idm-admin-area">
      <WorkflowMonitor view={view} go={setView} />
    </div>
  );
}
