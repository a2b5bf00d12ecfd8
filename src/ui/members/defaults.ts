import { fetchGroupMembers, fetchTeamMembers, type GroupMembersQuery, type TeamMembersQuery } from '../../api/lookups';
import type { MembersFetcher, MembersPageQuery } from './types';

/** What the group dialog sends: the group's DN with q, nextIndex, size and sortOrder always set. */
export type GroupMembersParams = GroupMembersQuery & MembersPageQuery;
/** What the team dialog sends: the team's DN with q, nextIndex, size and sortOrder always set. */
export type TeamMembersParams = TeamMembersQuery & MembersPageQuery;

/** The real fetchers, used when a dialog is given none. */
export const defaultGroupMembersFetcher: MembersFetcher<GroupMembersParams> = fetchGroupMembers;
export const defaultTeamMembersFetcher: MembersFetcher<TeamMembersParams> = fetchTeamMembers;
