/** What shows a user once their details are in: one chunk, asked for as the page opens (beside the details' read). */
export { GroupMemberships } from './GroupMemberships';
export { UserAssignments } from './UserAssignments';
export { UserDetailsView } from './UserDetailsView';
