import { useQuery } from '@tanstack/react-query';
import { useLoadedUserRights } from '../../api/rights';
import { teamListQuery, type TeamListQuery } from '../../api/team-admin/team-list';
import { useCore } from '../../core/react';

/* The team list's hooks, apart from the details' (queries.ts): the list page loads neither the team's readers nor its permissions'. */
export const useTeamList = (query: TeamListQuery) => useQuery(teamListQuery(useCore(), query));
/** Administrators change teams; team managers only look (the server refuses them too). */
export const useIsTeamAdmin = (): boolean => useLoadedUserRights()?.isAdmin === true;
