/** One value of a user attribute: `$` is the stored value (a DN for DN attributes), `value` its display text. */
export interface AttributeValue {
  $?: string;
  value?: string;
}

export interface AttributeNode {
  key: string;
  displayLabel: string;
  dataType?: string;
  isSearchable?: boolean;
  isSortable?: boolean;
  isRequired?: boolean;
  isEditable?: boolean;
  isMultivalued?: boolean;
  isHideable?: boolean;
  isClickable?: boolean;
  formatType?: string;
  attributeValues?: AttributeValue[];
  choiceList?: { key: string; value: string }[];
  controlType?: string;
  lookupEntity?: string;
}

export interface PersonNode {
  dn: string;
  fullName: string;
  image?: string;
  imageAttr?: AttributeNode;
  primaryAttributes?: AttributeNode[];
  secondaryAttributes?: AttributeNode[];
  otherAttributes?: AttributeNode[];
  groupMemberof?: string[];
  disabledLogin?: boolean;
  disabledLoginSupported?: boolean;
  canHide?: boolean;
}

/** `GET access/info/user/rights`: what the signed-in user may do, and the client they belong to. */
export interface LoggedInUser {
  authorized: boolean;
  readOnly: boolean;
  teamReadOnly: boolean;
  proxyFor: boolean;
  clientId: string;
  clientName: string;
  isAdmin: boolean;
  isRoleAdmin: boolean;
  domains: string[];
  isDelegationTeamMgr: boolean;
  isAvailabilityTeamMgr: boolean;
}

/** Tolerant reading of the rights answer: absent flags are false, absent lists empty. */
export function parseLoggedInUser(body: unknown): LoggedInUser {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Partial<Record<keyof LoggedInUser, unknown>>;
  const flag = (value: unknown): boolean => value === true || value === 'true';
  return {
    authorized: flag(raw.authorized),
    readOnly: flag(raw.readOnly),
    teamReadOnly: flag(raw.teamReadOnly),
    proxyFor: flag(raw.proxyFor),
    clientId: raw.clientId === undefined || raw.clientId === null ? '' : String(raw.clientId),
    clientName: typeof raw.clientName === 'string' ? raw.clientName : '',
    isAdmin: flag(raw.isAdmin),
    isRoleAdmin: flag(raw.isRoleAdmin),
    domains: Array.isArray(raw.domains) ? raw.domains.filter((d): d is string => typeof d === 'string') : [],
    isDelegationTeamMgr: flag(raw.isDelegationTeamMgr),
    isAvailabilityTeamMgr: flag(raw.isAvailabilityTeamMgr),
  };
}
