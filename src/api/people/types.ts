import type { LookupQuery } from '../lookups/types';

/** Data types of user attributes (the DAL's); others pass through as strings. */
export type PersonDataType = 'String' | 'DN' | 'Time' | 'Integer' | 'Boolean' | 'Binary' | (string & {});

/** One value: `value` is what is stored (a DN, epoch ms for Time); `display` the text to show (a DN's name). */
export interface PersonValue {
  value: string;
  display: string;
}

/** A user attribute (the contract's AttributeNode), normalised. */
export interface PersonAttribute {
  key: string;
  label: string;
  dataType: PersonDataType;
  editable: boolean;
  required: boolean;
  multivalued: boolean;
  searchable: boolean;
  sortable: boolean;
  clickable: boolean;
  formatType: string;
  /** `user-lookup` makes DN values open the user quick-info popup; null when none. */
  lookupEntity: string | null;
  values: PersonValue[];
  /** Allowed values (e.g. the containers of `createUser`'s container attribute). */
  choices: { key: string; label: string }[];
}

export interface HelpdeskContact {
  name: string;
  email: string;
  phone: string;
}

/** A user (the contract's PersonNode), normalised: the details page, list rows and the profile. */
export interface PersonDetails {
  dn: string;
  fullName: string;
  /** Photo URL (a `data:` URL on the sandbox); null: show the default image. */
  image: string | null;
  /**
   * An uploaded photo is there (the image attribute carries it): only that one may be removed. `image`
   * may also be a stand-in the server makes (the sandbox's generated avatars).
   */
  hasPhoto: boolean;
  imageAttribute: PersonAttribute | null;
  primary: PersonAttribute[];
  secondary: PersonAttribute[];
  other: PersonAttribute[];
  groupDns: string[];
  loginDisabled: boolean;
  /** The caller may disable or enable this user's login. */
  loginDisableSupported: boolean;
  teamManager: boolean;
  helpdesk: HelpdeskContact;
  hidePhoto: boolean;
}

export interface UserListQuery extends LookupQuery {
  /** An attribute key to sort by ('LastName', 'HireDate', …); by name when left out. */
  sortBy?: string;
  /** Attribute keys the query searches (`searchAttr=FirstName,LastName`). */
  searchAttr?: readonly string[];
  /** Advanced search (all must match), sent as `advSearch=FirstName:Ann,Email:*`. */
  advSearch?: Readonly<Record<string, string>>;
  /** Only these attributes per row (sends `columnCustomization=true&filter=…`). */
  columns?: readonly string[];
  clientId?: string;
}

export interface UserListPage {
  items: PersonDetails[];
  nextIndex: number;
  total?: number;
  /** The server's max user search: pages stop there although `total` counts every match. */
  maxUserSearch?: number;
}

export type SchemaEntity = 'user' | 'createUser';

export interface UserSchemaQuery {
  entityName?: SchemaEntity;
  /** Only attributes the caller may edit. */
  editable?: boolean;
  searchable?: boolean;
  /** Include binary attributes (the photo). */
  binaryAttr?: boolean;
  clientId?: string;
}

export interface UserSchema {
  entityName: string;
  namingAttribute: string;
  /** The default container of new users (createUser). */
  container: string;
  attributes: PersonAttribute[];
}

export interface GroupMembership {
  dn: string;
  groupDns: string[];
  /** Names when the server sends them (the sandbox does); else built from the DNs. */
  groups: { dn: string; name: string; description: string }[];
}

export type PasswordSyncKind = 'error' | 'warning' | 'retry' | 'fatal' | 'success' | 'unknown';

/** One connected system's password synchronisation (spec sections 3 and 4). */
export interface PasswordSyncStatus {
  /** The code as sent: 0000 Error, 0001 Warning, 0002 Retry, 0003 Fatal, 0004 Success. */
  status: string;
  kind: PasswordSyncKind;
  message: string;
  driverName: string;
  driverImage: string | null;
}
