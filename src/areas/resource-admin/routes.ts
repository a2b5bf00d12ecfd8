import { defineAreaRoutes } from '../../core/navigation';
import { prefetchResourceList } from './prefetch';
import { resourceAdminStrings } from './strings';

/**
 * Resource administration, section `resource` (page key `resource`): the list (`#/resource`), a new resource
 * (`#/resource/create`, right `create Resource`), a resource (`#/resource/detail/<dn>`, right `resource`), who holds it
 * (`#/resource/assignments/<dn>`) and the drivers' entitlements (`#/resource/entitlements`); section `cprs` (`#/cprs`):
 * the connected-system permission reconciliation.
 */
export default defineAreaRoutes({
  area: 'resource-admin',
  strings: [resourceAdminStrings],
  sections: [
    {
      section: 'resource',
      routes: [
        { path: '', load: () => import('./ResourceListPage'), prefetch: prefetchResourceList },
        { path: 'create', load: () => import('./ResourceCreatePage') },
        { path: 'detail/:dn', load: () => import('./ResourceDetailPage') },
        { path: 'assignments/:dn', load: () => import('./ResourceAssignmentsPage') },
        { path: 'entitlements', load: () => import('./EntitlementsPage') },
      ],
    },
    { section: 'cprs', routes: [{ path: '', load: () => import('./CprsPage') }] },
  ],
});

export { resourceAdminLinks } from './links';
