import { useQuery } from '@tanstack/react-query';
import { fetchUserAssignments } from '../../api/access/assignments';
import { accessKeys } from '../../api/access/keys';
import { groupAdminQueries, type GroupListQuery, type GroupMemberQuery } from '../../api/group-admin';
import { useCore } from '../../core/react';

/** Thin hooks over the api's query options. */
export const useGroupList = (query: GroupListQuery) => useQuery(groupAdminQueries.list(useCore(), query));
export const useGroupDetails = (dn: string) => useQuery(groupAdminQueries.details(useCore(), dn));
export const useGroupMembers = (query: GroupMemberQuery) => useQuery(groupAdminQueries.members(useCore(), query));

/**
 * The roles assigned to a group and those its members gain through them (POST access/assignments/list `{dn}`,
 * under the access keys so that every assignment change refreshes it); `refetchInterval` while a new one is
 * being provisioned.
 */
export function useGroupRoleAssignments(groupDn: string, refetchInterval: number | false) {
  const core = useCore();
  return useQuery({
    queryKey: accessKeys.of('userAssignments', null, { dn: groupDn, query: { size: 300 } }),
    queryFn: ({ signal }) => fetchUserAssignments(core, groupDn, { size: 300 }, signal),
    refetchInterval,
  });
}
