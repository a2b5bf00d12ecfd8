import { useQuery } from '@tanstack/react-query';
import { groupAdminQueries, type GroupMemberQuery } from '../../api/group-admin';
import { useCore } from '../../core/react';

/** Thin hooks over the api's query options (the list's: list-queries.ts). */
export { useGroupList } from './list-queries';
export const useGroupDetails = (dn: string) => useQuery(groupAdminQueries.details(useCore(), dn));
export const useGroupMembers = (query: GroupMemberQuery) => useQuery(groupAdminQueries.members(useCore(), query));
