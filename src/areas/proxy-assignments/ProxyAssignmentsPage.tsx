import { useLoadedUserRights } from '../../api/rights';
import { useAreaStyles } from '../../ui/area';
import { ProxyAssignments } from './ProxyAssignments';
import { ProxyServiceSettingsPanel } from './ProxyServiceSettings';
import styles from './proxy-assignments.css?inline';

/** `#/proxyassignments`: who may act as whom; administrators also set the proxy and delegation services. */
export default function ProxyAssignmentsPage() {
  const ref = useAreaStyles<HTMLDivElement>(styles);
  const rights = useLoadedUserRights();
  return (
    <div ref={ref} className="proxy-assignments-area">
      <ProxyAssignments />
      {rights?.isAdmin === true ? <ProxyServiceSettingsPanel /> : null}
    </div>
  );
}
