import { useQuery } from '@tanstack/react-query';
import { teamAdminQueries } from '../../api/team-admin';
import { useCore } from '../../core/react';

/** Thin hooks over the api's query options (the list's: list-queries.ts). */
export { useIsTeamAdmin, useTeamList } from './list-queries';
export const useTeamDetails = (dn: string) => useQuery(teamAdminQueries.details(useCore(), dn));
export const useTeamPermissions = (dn: string) => useQuery(teamAdminQueries.permissions(useCore(), dn));
