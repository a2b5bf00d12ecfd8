import { defineAreaRoutes } from '../../core/navigation';
import { dashboardStrings } from './strings';

/**
 * Dashboards: the user's own tiles (section `dashboard`, `#/dashboard`) and the tiles every user starts
 * with, which administrators define (section `globalDashboard`, `#/globalDashboard`).
 */
export default defineAreaRoutes({
  area: 'dashboard',
  strings: [dashboardStrings],
  sections: [
    { section: 'dashboard', routes: [{ path: '', load: () => import('./DashboardPage') }] },
    { section: 'globalDashboard', routes: [{ path: '', load: () => import('./GlobalDashboardPage') }] },
  ],
});
