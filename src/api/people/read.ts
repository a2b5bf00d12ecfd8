import {
  contractAnswer,
  type AttributeNode,
  type HelpDeskClientNode,
  type KeyValueNode,
  type PersonNode,
} from '../../domain/contract';
import { asArray, asBoolean, asObject, asString } from '../lookups/read';
import type { PersonAttribute, PersonDetails, PersonValue } from './types';

/** `{"$": value, value?: display}`; a bare string counts as the value. */
function readValue(raw: unknown): PersonValue | null {
  if (typeof raw === 'string') return raw === '' ? null : { value: raw, display: raw };
  const o = asObject(raw);
  const value = asString(o.$);
  if (value === '') return null;
  return { value, display: asString(o.value) || value };
}

export function readAttribute(raw: unknown): PersonAttribute | null {
  const o = contractAnswer<AttributeNode>(raw);
  const key = asString(o.key);
  if (!key) return null;
  return {
    key,
    label: asString(o.displayLabel) || key,
    dataType: asString(o.dataType) || 'String',
    editable: asBoolean(o.isEditable),
    required: asBoolean(o.isRequired),
    multivalued: asBoolean(o.isMultivalued),
    searchable: asBoolean(o.isSearchable),
    sortable: asBoolean(o.isSortable),
    clickable: asBoolean(o.isClickable),
    formatType: asString(o.formatType),
    lookupEntity: asString(o.lookupEntity) || null,
    values: asArray(o.attributeValues)
      .map(readValue)
      .filter((v): v is PersonValue => v !== null),
    choices: asArray(o.choiceList)
      .map((c) => {
        const choice = contractAnswer<KeyValueNode>(c);
        return { key: asString(choice.key), label: asString(choice.value) || asString(choice.key) };
      })
      .filter((c) => c.key !== ''),
  };
}

export const readAttributes = (value: unknown): PersonAttribute[] =>
  asArray(value)
    .map(readAttribute)
    .filter((a): a is PersonAttribute => a !== null);

/** PersonNode fields under other spellings: the swagger's `secondaryttributes`, newer servers' `teamManager`. */
interface PersonNodeSpellings {
  secondaryttributes: unknown;
  teamManager: unknown;
}

/** A PersonNode, tolerant of missing parts (lists become empty, flags false). */
export function readPerson(raw: unknown): PersonDetails {
  const o = contractAnswer<PersonNode & PersonNodeSpellings>(raw);
  const help = contractAnswer<HelpDeskClientNode>(o.helpdeskDetails);
  const image = asString(o.image) || null;
  const imageAttribute = readAttribute(o.imageAttr);
  return {
    dn: asString(o.dn),
    fullName: asString(o.fullName),
    image,
    hasPhoto: image !== null && (imageAttribute?.values.some((v) => v.value !== '') ?? false),
    imageAttribute,
    primary: readAttributes(o.primaryAttributes),
    // The swagger also spells it `secondaryttributes`.
    secondary: readAttributes(o.secondaryAttributes ?? o.secondaryttributes),
    other: readAttributes(o.otherAttributes),
    groupDns: asArray(o.groupMemberof)
      .map(asString)
      .filter((s) => s !== ''),
    loginDisabled: asBoolean(o.disabledLogin),
    loginDisableSupported: asBoolean(o.disabledLoginSupported),
    teamManager: asBoolean(o.teamManger ?? o.teamManager),
    helpdesk: {
      name: asString(help.helpdeskName),
      email: asString(help.emailAddress),
      phone: asString(help.contactNumber),
    },
    hidePhoto: asBoolean(o.hideProfilePhoto),
  };
}
