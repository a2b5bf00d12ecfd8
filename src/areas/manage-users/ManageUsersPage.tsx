import { ManageUsers } from './ManageUsers';

/** `#/manageusers`. */
export default function ManageUsersPage() {
  return <ManageUsers />;
}
