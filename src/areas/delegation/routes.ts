import { defineAreaRoutes } from '../../core/navigation';
import { delegationStrings } from './strings';

/**
 * Delegation, section `delegation` (page key `delegation`): the delegations (`#/delegation`), a new one
 * (`#/delegation/createDelegation`) and one to edit (`#/delegation/edit/<id>`), both with the
 * createDelegation right (src/console/guard/page-keys.ts).
 */
export default defineAreaRoutes({
  area: 'delegation',
  strings: [delegationStrings],
  sections: [
    {
      section: 'delegation',
      routes: [
        { path: '', load: () => import('./DelegationListPage') },
        { path: 'createDelegation', load: () => import('./DelegationCreatePage') },
        { path: 'edit/:id', load: () => import('./DelegationEditPage') },
      ],
    },
  ],
});

export { delegationLinks } from './links';
