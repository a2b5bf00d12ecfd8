import { defineAreaRoutes } from '../../core/navigation';
import { prefetchTeamList } from './prefetch';
import { teamAdminStrings } from './strings';

/**
 * Teams, section `teams` (page key `teams`): the teams by type (`#/teams`), a new team (`#/teams/create`)
 * and a team with its permissions (`#/teams/detail/<dn>`; read-only for its team managers).
 */
export default defineAreaRoutes({
  area: 'team-admin',
  strings: [teamAdminStrings],
  sections: [
    {
      section: 'teams',
      routes: [
        { path: '', load: () => import('./TeamListPage'), prefetch: prefetchTeamList },
        { path: 'create', load: () => import('./TeamCreatePage') },
        { path: 'detail/:dn', load: () => import('./TeamDetailPage') },
      ],
    },
  ],
});

export { teamAdminLinks } from './links';
