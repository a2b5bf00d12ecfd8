import { useQuery } from '@tanstack/react-query';
import { teamAdminQueries, type TeamListQuery } from '../../api/team-admin';
import { useLoadedUserRights } from '../../api/rights';
import { useCore } from '../../core/react';

/** Thin hooks over the api's query options. */
export const useTeamList = (query: TeamListQuery) => useQuery(teamAdminQueries.list(useCore(), query));
export const useTeamDetails = (dn: string) => useQuery(teamAdminQueries.details(useCore(), dn));
export const useTeamPermissions = (dn: string) => useQuery(teamAdminQueries.permissions(useCore(), dn));
/** Administrators change teams; team managers only look (the server refuses them too). */
export const useIsTeamAdmin = (): boolean => useLoadedUserRights()?.isAdmin === true;
