import type { PeopleReader, PersonRow } from '../db/people/read.js';
import { avatarPath } from './avatar.js';
import { IMAGE_ATTRIBUTE, USER_ATTRIBUTES, type UserAttributeDef } from './attributes.js';
import {
  attributeNode,
  mayEdit,
  uploadedPhoto,
  valuesOf,
  type AttributeValue,
  type NodeOptions,
  type UserAttributeNode,
} from './person-details.js';

/** An attribute of one row of a list: its values, and `isEditable` only where it differs from the schema's. */
export interface ListAttributeNode {
  key: string;
  attributeValues: AttributeValue[];
  isEditable?: boolean;
}

/** A PersonNode of `access/users/list`: the row's values; labels, types and flags are in `attributeSchema`. */
export interface PersonListNode {
  dn: string;
  fullName: string;
  image: string;
  imageAttr?: ListAttributeNode;
  primaryAttributes: ListAttributeNode[];
  secondaryAttributes: ListAttributeNode[];
  otherAttributes: ListAttributeNode[];
  groupMemberof?: string[];
  disabledLogin?: true;
  disabledLoginSupported?: true;
  teamManger?: true;
}

/** An AttributeNode of the list's schema: its false flags and empty texts left out (all are optional). */
export type ListSchemaNode = Partial<UserAttributeNode> & Pick<UserAttributeNode, 'key' | 'displayLabel' | 'dataType'>;

/** The attribute nodes of every row, without values, once per answer, in the rows' sections. */
export interface ListAttributeSchema {
  imageAttr: ListSchemaNode;
  primaryAttributes: ListSchemaNode[];
  secondaryAttributes: ListSchemaNode[];
  otherAttributes: ListSchemaNode[];
}

/**
 * What a list row depends on: no help-desk details (those are in `access/users/details` only); the
 * application context, which the generated avatars' paths start with.
 */
export type ListNodeOptions = Omit<NodeOptions, 'helpdesk'> & { context: string };

/**
 * A person's relations that can run long — group membership (`Group`, and PersonNode `groupMemberof`) and
 * direct reports — are not in the managed listing's rows: `access/users/details`, `access/groups/membershipInfo`
 * and the org chart answer them. `columnCustomization=true` with them in `filter` lists them.
 */
const RELATIONS: ReadonlySet<UserAttributeDef['storage']['kind']> = new Set(['groups', 'reports']);

/** Someone other than the viewer: the schema's `isEditable` is for other people's rows. */
const SOMEONE_ELSE = { dn: '' };

const sectionOf = (options: ListNodeOptions, name: UserAttributeDef['section']): readonly UserAttributeDef[] => {
  if (options.only) return name === 'primary' ? options.only : [];
  return USER_ATTRIBUTES.filter((a) => a.section === name && !RELATIONS.has(a.storage.kind));
};

/** Does the listing carry group membership (`groupMemberof` beside the `Group` attribute)? */
const listsGroups = (options: ListNodeOptions): boolean =>
  options.only?.some((a) => a.storage.kind === 'groups') ?? false;

/** A schema node without its false flags, empty texts and values: a client reads a missing flag as false. */
function withoutDefaults(node: UserAttributeNode): ListSchemaNode {
  const kept = Object.entries(node).filter(
    ([field, value]) => field !== 'attributeValues' && value !== false && value !== '',
  );
  return Object.fromEntries(kept) as ListSchemaNode;
}

export function listAttributeSchema(options: ListNodeOptions): ListAttributeSchema {
  const node = (a: UserAttributeDef) =>
    withoutDefaults(attributeNode(a, mayEdit(a, SOMEONE_ELSE, options.viewer), [], options.viewer.locale));
  return {
    imageAttr: node(IMAGE_ATTRIBUTE),
    primaryAttributes: sectionOf(options, 'primary').map(node),
    secondaryAttributes: sectionOf(options, 'secondary').map(node),
    otherAttributes: sectionOf(options, 'other').map(node),
  };
}

/**
 * One row of the list: the attributes that have values (empty ones are the schema's), as `{key,
 * attributeValues}`; flags only when true. The contract's AttributeNode and PersonNode fields are all optional;
 * a client merges each row attribute into the schema's node of the same key (`src/api/people/list-schema.ts`).
 */
export function personListNode(row: PersonRow, reader: PeopleReader, options: ListNodeOptions): PersonListNode {
  const multi = reader.values(row.dn);
  const groups = listsGroups(options) ? reader.groups(row.dn) : [];
  // Only the viewer's own row can differ from the schema's editability (which is for someone else's).
  const ownRow = row.dn.toLowerCase() === options.viewer.dn.toLowerCase();
  const attribute = (a: UserAttributeDef, values: AttributeValue[]): ListAttributeNode[] => {
    const editable = ownRow && mayEdit(a, row, options.viewer);
    const differs = ownRow && editable !== mayEdit(a, SOMEONE_ELSE, options.viewer);
    if (values.length === 0 && !differs) return [];
    return [{ key: a.key, attributeValues: values, ...(differs ? { isEditable: editable } : {}) }];
  };
  const section = (name: UserAttributeDef['section']): ListAttributeNode[] =>
    sectionOf(options, name).flatMap((a) =>
      attribute(
        a,
        a.storage.kind === 'groups' ? groups.map((g) => ({ $: g.dn, value: g.name })) : valuesOf(a, row, reader, multi),
      ),
    );
  const photo = uploadedPhoto(row, reader);
  const imageAttr = attribute(IMAGE_ATTRIBUTE, photo ? [{ $: photo }] : [])[0];
  return {
    dn: row.dn,
    fullName: row.full_name,
    image: photo ?? avatarPath(options.context, row.given_name, row.surname, row.dn),
    ...(imageAttr ? { imageAttr } : {}),
    primaryAttributes: section('primary'),
    secondaryAttributes: section('secondary'),
    otherAttributes: section('other'),
    ...(listsGroups(options) ? { groupMemberof: groups.map((g) => g.dn) } : {}),
    ...(row.login_disabled === 1 ? { disabledLogin: true as const } : {}),
    ...(options.viewer.isAdmin ? { disabledLoginSupported: true as const } : {}),
    ...(reader.managesTeam(row.dn) ? { teamManger: true as const } : {}),
  };
}
