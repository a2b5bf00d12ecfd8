import { defineAreaRoutes } from '../../core/navigation';
import { prefetchSodList } from './prefetch';
import { sodAdminStrings } from './strings';

/**
 * Separation of duties, section `sod` (page key `sod`): the rules (`#/sod`), a new rule (`#/sod/create`,
 * right `create Sod`) and a rule with its violations (`#/sod/detail/<dn>`, right `sod`).
 */
export default defineAreaRoutes({
  area: 'sod-admin',
  strings: [sodAdminStrings],
  sections: [
    {
      section: 'sod',
      routes: [
        { path: '', load: () => import('./SodListPage'), prefetch: prefetchSodList },
        { path: 'create', load: () => import('./SodCreatePage') },
        { path: 'detail/:dn', load: () => import('./SodDetailPage') },
      ],
    },
  ],
});

export { sodAdminLinks } from './links';
