/**
 * People: the users list and count, a user's details, the user schema and editable attributes, group
 * membership, password sync, relationships, level-up options and the org chart; creating, updating,
 * deleting users, disabling and enabling logins, photos and the preferred locale.
 *
 * Each `fetchX(core, params, signal?)` / mutation sends the contract's call and answers normalised,
 * domain-ish data. For TanStack Query use `peopleQueries.x(core, params)` or the hooks (`useUserList`, …);
 * keys live in `peopleKeys`. Mutation hooks report the server's answer (or its Fault) in the feedback
 * banner and refetch what they changed.
 */
export type * from './types';
export type * from './org-types';
export { peopleKeys, type PeopleKind } from './keys';
export { readAttribute, readPerson } from './read';
export * from './users';
export * from './person-reads';
export { fetchLevelUpOptions, fetchOrgChart, fetchRelationships, readOrgChartNode } from './org-chart';
export {
  createUser,
  createUserPayload,
  deleteUsers,
  removeUserImage,
  setLoginDisabled,
  updateUser,
  updateUserLocale,
  updateUserPayload,
  uploadUserImage,
  type AttributeChange,
  type ChangeAction,
  type CreatedUser,
  type CreateUserInput,
  type DeleteOutcome,
  type DeleteUsersResult,
  type UpdatedUser,
  type UpdateUserInput,
} from './mutations';
export { peopleListQueries, useEditableAttributes, useUserList, useUserSchema } from './queries';
export {
  peopleQueries,
  useGroupMembership,
  useLevelUpOptions,
  useOrgChart,
  usePasswordSync,
  useRelationships,
  useUserCount,
  useUserDetails,
} from './person-queries';
export {
  useCreateUser,
  useDeleteUsers,
  useRemoveUserImage,
  useSetLoginDisabled,
  useUpdateUser,
  useUpdateUserLocale,
  useUploadUserImage,
} from './mutation-hooks';
export { ADVANCED_SEARCH_DEFAULTS, PROFILE_COLUMN_DEFAULTS, USER_LIST_COLUMNS } from './defaults';
