export { ManageUsers } from './ManageUsers';
export { default as manageUsersStyles } from './manage-users.css?inline';
