import { defineAreaRoutes } from '../../core/navigation';
import { proxyAssignmentsStrings } from './strings';

/** Proxy assignments, section `proxyassignments` (page key `proxyassignments`; administrators). */
export default defineAreaRoutes({
  area: 'proxy-assignments',
  strings: [proxyAssignmentsStrings],
  sections: [{ section: 'proxyassignments', routes: [{ path: '', load: () => import('./ProxyAssignmentsPage') }] }],
});
