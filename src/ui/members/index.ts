export {
  GroupMembersDialog,
  MembersDialog,
  TeamMembersDialog,
  type GroupMembersDialogProps,
  type MembersDialogProps,
  type MembersDialogTexts,
  type TeamMembersDialogProps,
} from './MembersDialog';
export { MEMBER_SEARCH_DEBOUNCE_MS, MEMBERS_PAGE_SIZE } from './useMembersPage';
export type * from './types';
export type { GroupMembersParams, TeamMembersParams } from './defaults';
