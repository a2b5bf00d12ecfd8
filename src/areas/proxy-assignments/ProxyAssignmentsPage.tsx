import { useAreaStyles } from '../../ui/area';
import { ProxyAssignments } from './ProxyAssignments';
import styles from './proxy-assignments.css?inline';

/** `#/proxyassignments`: who may act as whom (administrators). */
export default function ProxyAssignmentsPage() {
  const ref = useAreaStyles<HTMLDivElement>(styles);
  return (
    <div ref={ref} className="proxy-assignments-area">
      <ProxyAssignments />
    </div>
  );
}
