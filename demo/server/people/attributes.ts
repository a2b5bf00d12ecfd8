import { keyTable } from '../key-table.js';

/**
 * The user schema of the sandbox: every attribute a PersonNode carries, where it is stored and what may be
 * done with it. One list drives details, lists, search, sort, the schema answer, create and update.
 */
export type UserDataType = 'String' | 'DN' | 'Time' | 'Integer' | 'Boolean' | 'Binary';
export type UserSection = 'primary' | 'secondary' | 'other' | 'image';

/**
 * Where the values live: a column of `users`, rows of `user_values` (multi-valued text), or a relation
 * (direct reports, group membership, the photo).
 */
export type UserStorage =
  | { kind: 'column'; column: string }
  | { kind: 'values' }
  | { kind: 'reports' }
  | { kind: 'groups' }
  | { kind: 'photo' };

export interface UserAttributeDef {
  key: string;
  displayLabel: string;
  dataType: UserDataType;
  section: UserSection;
  storage: UserStorage;
  required: boolean;
  /** The owner (and administrators) may change it with PUT access/user. */
  editable: boolean;
  /** Only administrators may change it (LoginDisabled). */
  adminOnly: boolean;
  /** May be given to POST access/user. */
  creatable: boolean;
  multivalued: boolean;
  searchable: boolean;
  sortable: boolean;
  lookupEntity?: string;
  /** Extra checks of text values. */
  format?: 'email' | 'phone';
}

type Spec = Pick<UserAttributeDef, 'key' | 'displayLabel' | 'section'> & Partial<UserAttributeDef>;

function def({ key, displayLabel, section, ...rest }: Spec): UserAttributeDef {
  const storage = rest.storage ?? { kind: 'column', column: key };
  const isColumn = storage.kind === 'column';
  const dataType = rest.dataType ?? 'String';
  return {
    key,
    displayLabel,
    section,
    storage,
    dataType,
    required: false,
    editable: false,
    adminOnly: false,
    creatable: false,
    multivalued: false,
    searchable: dataType === 'String' && (isColumn || storage.kind === 'values'),
    sortable: isColumn && dataType !== 'DN' && dataType !== 'Boolean',
    ...rest,
  };
}

const column = (name: string): UserStorage => ({ kind: 'column', column: name });
const PERSON = { dataType: 'DN', lookupEntity: 'user-lookup' } as const;

export const USER_ATTRIBUTES: readonly UserAttributeDef[] = [
  def({
    key: 'FirstName',
    displayLabel: 'First Name',
    section: 'primary',
    storage: column('given_name'),
    required: true,
    creatable: true,
  }),
  def({
    key: 'LastName',
    displayLabel: 'Last Name',
    section: 'primary',
    storage: column('surname'),
    required: true,
    creatable: true,
  }),
  def({
    key: 'Title',
    displayLabel: 'Title',
    section: 'primary',
    storage: column('title'),
    editable: true,
    creatable: true,
  }),
  def({
    key: 'Email',
    displayLabel: 'Email',
    section: 'primary',
    storage: column('email'),
    editable: true,
    creatable: true,
    format: 'email',
  }),
  def({
    key: 'TelephoneNumber',
    displayLabel: 'Telephone Number',
    section: 'primary',
    storage: column('telephone'),
    editable: true,
    creatable: true,
    format: 'phone',
  }),

  def({
    key: 'Department',
    displayLabel: 'Department',
    section: 'secondary',
    storage: column('department'),
    creatable: true,
  }),
  def({
    key: 'Location',
    displayLabel: 'Location',
    section: 'secondary',
    storage: column('location'),
    editable: true,
    creatable: true,
  }),
  def({
    key: 'manager',
    displayLabel: 'Manager',
    section: 'secondary',
    storage: column('manager_dn'),
    ...PERSON,
    creatable: true,
  }),
  def({
    key: 'directReports',
    displayLabel: 'Direct Reports',
    section: 'secondary',
    storage: { kind: 'reports' },
    ...PERSON,
    multivalued: true,
  }),
  def({
    key: 'Assistant',
    displayLabel: 'Assistant',
    section: 'secondary',
    storage: column('assistant_dn'),
    ...PERSON,
    editable: true,
    creatable: true,
  }),
  def({
    key: 'Mobile',
    displayLabel: 'Mobile',
    section: 'secondary',
    storage: { kind: 'values' },
    multivalued: true,
    editable: true,
    creatable: true,
    format: 'phone',
  }),

  def({ key: 'CN', displayLabel: 'User ID', section: 'other', storage: column('cn'), required: true, creatable: true }),
  def({
    key: 'Initials',
    displayLabel: 'Initials',
    section: 'other',
    storage: column('initials'),
    editable: true,
    creatable: true,
  }),
  def({
    key: 'WorkforceID',
    displayLabel: 'Workforce ID',
    section: 'other',
    storage: column('workforce_id'),
    creatable: true,
  }),
  def({
    key: 'CostCenter',
    displayLabel: 'Cost Center',
    section: 'other',
    storage: column('cost_center'),
    dataType: 'Integer',
    creatable: true,
  }),
  def({
    key: 'HireDate',
    displayLabel: 'Hire Date',
    section: 'other',
    storage: column('hire_date'),
    dataType: 'Time',
    creatable: true,
  }),
  def({
    key: 'LoginDisabled',
    displayLabel: 'Login Disabled',
    section: 'other',
    storage: column('login_disabled'),
    dataType: 'Boolean',
    editable: true,
    adminOnly: true,
  }),
  def({
    key: 'Group',
    displayLabel: 'Groups',
    section: 'other',
    storage: { kind: 'groups' },
    dataType: 'DN',
    lookupEntity: 'group',
    multivalued: true,
  }),

  def({
    key: 'UserPhoto',
    displayLabel: 'Photo',
    section: 'image',
    storage: { kind: 'photo' },
    dataType: 'Binary',
    editable: true,
  }),
];

const BY_KEY = new Map(USER_ATTRIBUTES.map((a) => [a.key.toLowerCase(), a]));

/** The attribute with this key (case-insensitive, as DAL keys are matched), or undefined. */
export const userAttribute = (key: string): UserAttributeDef | undefined => BY_KEY.get(key.toLowerCase());

/** List-only sort keys the console also sends (the name column). */
export const NAME_SORT_KEYS: Readonly<Record<string, string>> = keyTable({ fullname: 'full_name', name: 'full_name' });

export const IMAGE_ATTRIBUTE = userAttribute('UserPhoto') as UserAttributeDef;

/** The column of a column-stored attribute. */
export const columnOf = (a: UserAttributeDef): string | undefined =>
  a.storage.kind === 'column' ? a.storage.column : undefined;
