/** Spec section 3: advanced user search defaults. */
export const ADVANCED_SEARCH_DEFAULTS: readonly string[] = ['FirstName', 'LastName', 'Email', 'TelephoneNumber'];

/** Spec section 3: the default profile column filter (what `fetchUserList({columns})` asks for). */
export const PROFILE_COLUMN_DEFAULTS: readonly string[] = [
  'FirstName',
  'LastName',
  'Email',
  'TelephoneNumber',
  'manager',
  'Title',
  'UserPhoto',
  'Department',
];

/** Spec section 3: user list columns preference: name (the default sort) and cn, labelled User ID. */
export const USER_LIST_COLUMNS: readonly { key: string; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'CN', label: 'User ID' },
];
