import { useQuery } from '@tanstack/react-query';
import { groupAdminQueries, type GroupListQuery, type GroupMemberQuery } from '../../api/group-admin';
import { useCore } from '../../core/react';

/** Thin hooks over the api's query options. */
export const useGroupList = (query: GroupListQuery) => useQuery(groupAdminQueries.list(useCore(), query));
export const useGroupDetails = (dn: string) => useQuery(groupAdminQueries.details(useCore(), dn));
export const useGroupMembers = (query: GroupMemberQuery) => useQuery(groupAdminQueries.members(useCore(), query));
