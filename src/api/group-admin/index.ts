/**
 * Group administration (`access/groups…`): readers typed from the contract, `groupAdminQueries` (TanStack Query
 * options under `groupAdminKeys`) and the mutation hooks, which report in the banner and refetch what a group
 * change reaches (pickers, memberships, what members hold through the group).
 */
export { groupAdminKeys, type GroupAdminKind } from './keys';
export {
  fetchGroup,
  fetchGroupList,
  fetchGroupMemberPage,
  groupAdminQueries,
  readGroup,
  type GroupDetails,
  type GroupListQuery,
  type GroupMemberQuery,
} from './groups';
export {
  changeGroupMembers,
  createGroup,
  deleteGroups,
  updateGroup,
  useChangeGroupMembers,
  useCreateGroup,
  useDeleteGroups,
  useUpdateGroup,
  type GroupInput,
  type MembersChange,
} from './mutations';
