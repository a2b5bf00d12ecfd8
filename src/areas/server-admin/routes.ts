import { defineAreaRoutes } from '../../core/navigation';
import { serverAdminStrings } from './strings';

/**
 * Caching, logging, auditing and statistics, in section `configuration` (its index page and product
 * settings are src/areas/configuration's): `#/configuration/caching`, `…/logging`, `…/auditing`,
 * `…/statistics`.
 */
export default defineAreaRoutes({
  area: 'server-admin',
  strings: [serverAdminStrings],
  sections: [
    {
      section: 'configuration',
      routes: [
        { path: 'caching', load: () => import('./CachingPage') },
        { path: 'logging', load: () => import('./LoggingPage') },
        { path: 'auditing', load: () => import('./AuditingPage') },
        { path: 'statistics', load: () => import('./StatisticsPage') },
      ],
    },
  ],
});
