/**
 * Team administration (`access/teams…`): readers typed from the contract, `teamAdminQueries` (TanStack
 * Query options under `teamAdminKeys`) and the mutation hooks, which report the answer in the banner and
 * refetch what a team's managers see (team choosers, Request Access, Tasks, History, their rights).
 */
export { teamAdminKeys, type TeamAdminKind } from './keys';
export {
  fetchTeamDetails,
  fetchTeamList,
  fetchTeamPermissions,
  readTeamDetails,
  readTeamPermission,
  readTeamSummary,
  teamAdminQueries,
  teamPayload,
  type TeamDetails,
  type TeamInput,
  type TeamListQuery,
  type TeamPermission,
  type TeamPerson,
  type TeamRecipient,
  type TeamSummary,
} from './teams';
export {
  createTeam,
  deleteTeams,
  removeTeamPermissions,
  saveTeamPermissions,
  updateTeam,
  useCreateTeam,
  useDeleteTeams,
  useRemoveTeamPermissions,
  useSaveTeamPermissions,
  useUpdateTeam,
  type TeamPermissionChange,
} from './mutations';
export { organizationOf, userContainerSource } from './containers';
