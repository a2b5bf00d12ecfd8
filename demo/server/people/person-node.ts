import type { PersonRef, UserRepository, UserRow } from '../db/users.js';
import { avatarDataUrl } from './avatar.js';
import type { AttributeValue, UserAttributeNode } from './person-details.js';

/** AttributeNode of the swagger and its values: the people module's (people/person-details.ts). */
export type { AttributeValue };
export type AttributeNode = UserAttributeNode;

/** PersonNode of the swagger, as answered by access/users/userDefaults. */
export interface PersonNode {
  dn: string;
  fullName: string;
  image: string;
  canHide: boolean;
  imageAttr: AttributeNode;
  primaryAttributes: AttributeNode[];
  secondaryAttributes: AttributeNode[];
  otherAttributes: AttributeNode[];
  groupMemberof: string[];
  disabledLogin: boolean;
  disabledLoginSupported: boolean;
  helpdeskDetails: { helpdeskName: string; emailAddress: string; contactNumber: string };
  isHelpdeskUser: boolean;
  teamManger: boolean;
  hideProfilePhoto: boolean;
}

type AttributeSpec = Pick<AttributeNode, 'key' | 'displayLabel'> & Partial<AttributeNode>;

function attribute({ key, displayLabel, ...rest }: AttributeSpec, values: AttributeValue[]): AttributeNode {
  return {
    key,
    displayLabel,
    dataType: 'String',
    isSearchable: true,
    isSortable: true,
    isRequired: false,
    isEditable: false,
    isMultivalued: false,
    isHideable: false,
    isClickable: false,
    formatType: '',
    ...rest,
    attributeValues: values,
  };
}

const text = (value: string): AttributeValue[] => (value ? [{ $: value }] : []);
const people = (refs: PersonRef[]): AttributeValue[] => refs.map((r) => ({ $: r.dn, value: r.full_name }));
const dnLookup = { dataType: 'DN', lookupEntity: 'user-lookup', isClickable: true, isSortable: false } as const;

export function personNode(user: UserRow, users: UserRepository, helpdesk: PersonNode['helpdeskDetails']): PersonNode {
  const manager = user.manager_dn ? users.findByDn(user.manager_dn) : undefined;
  return {
    dn: user.dn,
    fullName: user.full_name,
    image: avatarDataUrl(user.given_name, user.surname, user.dn),
    canHide: false,
    imageAttr: attribute(
      { key: 'UserPhoto', displayLabel: 'Photo', dataType: 'Binary', isSearchable: false, isSortable: false },
      [],
    ),
    primaryAttributes: [
      attribute({ key: 'FirstName', displayLabel: 'First Name', isRequired: true }, text(user.given_name)),
      attribute({ key: 'LastName', displayLabel: 'Last Name', isRequired: true }, text(user.surname)),
      attribute({ key: 'Title', displayLabel: 'Title', isEditable: true }, text(user.title)),
      attribute({ key: 'Email', displayLabel: 'Email', isEditable: true }, text(user.email)),
      attribute({ key: 'TelephoneNumber', displayLabel: 'Telephone Number', isEditable: true }, text(user.telephone)),
    ],
    secondaryAttributes: [
      attribute({ key: 'Department', displayLabel: 'Department' }, text(user.department)),
      attribute({ key: 'manager', displayLabel: 'Manager', ...dnLookup }, manager ? people([manager]) : []),
      attribute(
        { key: 'directReports', displayLabel: 'Direct Reports', ...dnLookup, isMultivalued: true },
        people(users.directReports(user.dn)),
      ),
    ],
    otherAttributes: [attribute({ key: 'CN', displayLabel: 'User ID' }, text(user.cn))],
    groupMemberof: users.groupDns(user.dn),
    disabledLogin: user.login_disabled === 1,
    disabledLoginSupported: true,
    helpdeskDetails: helpdesk,
    isHelpdeskUser: false,
    teamManger: users.isTeamManager(user.dn),
    hideProfilePhoto: false,
  };
}
