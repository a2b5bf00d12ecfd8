import type { PeopleReader, PersonRow } from '../db/people/read.js';
import { attributeLabel } from './attribute-labels.js';
import { avatarDataUrl } from './avatar.js';
import { IMAGE_ATTRIBUTE, USER_ATTRIBUTES, columnOf, type UserAttributeDef, type UserDataType } from './attributes.js';
import { photoDataUrl } from './photos.js';

/** `$` is the stored value (a DN for DN attributes, epoch ms for Time); `value` the display text of a DN. */
export type AttributeValue = { $: string; value?: string };

/** The swagger's AttributeNode, with the sandbox's data types. */
export interface UserAttributeNode {
  key: string;
  displayLabel: string;
  attributeValues: AttributeValue[];
  dataType: UserDataType;
  isSearchable: boolean;
  isSortable: boolean;
  isRequired: boolean;
  isEditable: boolean;
  isMultivalued: boolean;
  isHideable: boolean;
  isClickable: boolean;
  formatType: string;
  lookupEntity?: string;
  choiceList?: { key: string; value: string }[];
}

export interface Helpdesk {
  helpdeskName: string;
  emailAddress: string;
  contactNumber: string;
}

/** The swagger's PersonNode as access/users/details and access/users/list answer it. */
export interface PersonDetailsNode {
  dn: string;
  fullName: string;
  image: string;
  canHide: boolean;
  imageAttr: UserAttributeNode;
  primaryAttributes: UserAttributeNode[];
  secondaryAttributes: UserAttributeNode[];
  otherAttributes: UserAttributeNode[];
  groupMemberof: string[];
  disabledLogin: boolean;
  disabledLoginSupported: boolean;
  helpdeskDetails: Helpdesk;
  isHelpdeskUser: boolean;
  teamManger: boolean;
  hideProfilePhoto: boolean;
}

/** Who is looking: editability depends on it. */
export interface Viewer {
  dn: string;
  isAdmin: boolean;
  /** The viewer's preferred locale: labels are answered in it. */
  locale?: string;
}

export interface NodeOptions {
  viewer: Viewer;
  helpdesk: Helpdesk;
  /** Only these attributes, all as primary ones (users/list with columnCustomization=true). */
  only?: readonly UserAttributeDef[];
}

/** The schema part of an AttributeNode (labelled in `locale`), with `values`. */
export function attributeNode(
  a: UserAttributeDef,
  isEditable: boolean,
  values: AttributeValue[] = [],
  locale?: string,
): UserAttributeNode {
  return {
    key: a.key,
    displayLabel: attributeLabel(a.key, a.displayLabel, locale),
    attributeValues: values,
    dataType: a.dataType,
    isSearchable: a.searchable,
    isSortable: a.sortable,
    isRequired: a.required,
    isEditable,
    isMultivalued: a.multivalued,
    isHideable: false,
    isClickable: a.dataType === 'DN',
    formatType: a.format ?? '',
    ...(a.lookupEntity ? { lookupEntity: a.lookupEntity } : {}),
  };
}

const isSame = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** May this viewer change this attribute of this person? */
export function mayEdit(a: UserAttributeDef, person: { dn: string }, viewer: Viewer): boolean {
  const self = isSame(person.dn, viewer.dn);
  if (!a.editable || !(self || viewer.isAdmin)) return false;
  return !a.adminOnly || (viewer.isAdmin && !self);
}

function columnValues(a: UserAttributeDef, row: PersonRow, reader: PeopleReader): AttributeValue[] {
  const raw = (row as unknown as Record<string, unknown>)[columnOf(a) ?? ''];
  if (raw === null || raw === undefined || raw === '') return [];
  if (a.dataType === 'Boolean') return [{ $: raw === 1 ? 'true' : 'false' }];
  if (a.dataType === 'DN') {
    const dn = String(raw);
    const name = reader.name(dn);
    return [name === undefined ? { $: dn } : { $: dn, value: name }];
  }
  return [{ $: String(raw) }];
}

/** The values of one attribute of a person. */
export function valuesOf(
  a: UserAttributeDef,
  row: PersonRow,
  reader: PeopleReader,
  multi: Map<string, string[]>,
): AttributeValue[] {
  switch (a.storage.kind) {
    case 'column':
      return columnValues(a, row, reader);
    case 'values':
      return (multi.get(a.key) ?? []).map(($) => ({ $ }));
    case 'reports':
      return reader.directReports(row.dn).map((r) => ({ $: r.dn, value: r.name }));
    case 'groups':
      return reader.groups(row.dn).map((g) => ({ $: g.dn, value: g.name }));
    case 'photo':
      return [];
  }
}

/** The photo: the uploaded one, else a generated avatar. */
export function personImage(row: PersonRow, reader: PeopleReader): string {
  return uploadedPhoto(row, reader) ?? avatarDataUrl(row.given_name, row.surname, row.dn);
}

/** The uploaded photo as a `data:` URL, undefined when there is none. */
export function uploadedPhoto(row: PersonRow, reader: PeopleReader): string | undefined {
  const photo = reader.photo(row.dn);
  return photo ? photoDataUrl(photo) : undefined;
}

export function personDetailsNode(row: PersonRow, reader: PeopleReader, options: NodeOptions): PersonDetailsNode {
  const multi = reader.values(row.dn);
  const node = (a: UserAttributeDef): UserAttributeNode =>
    attributeNode(a, mayEdit(a, row, options.viewer), valuesOf(a, row, reader, multi), options.viewer.locale);
  const section = (name: UserAttributeDef['section']): UserAttributeNode[] =>
    options.only ? [] : USER_ATTRIBUTES.filter((a) => a.section === name).map(node);
  // The image attribute carries the uploaded photo as its value (none for a generated avatar), so that
  // clients can tell a photo that may be removed from the stand-in.
  const photo = uploadedPhoto(row, reader);
  return {
    dn: row.dn,
    fullName: row.full_name,
    image: photo ?? avatarDataUrl(row.given_name, row.surname, row.dn),
    canHide: false,
    imageAttr: attributeNode(
      IMAGE_ATTRIBUTE,
      mayEdit(IMAGE_ATTRIBUTE, row, options.viewer),
      photo ? [{ $: photo }] : [],
      options.viewer.locale,
    ),
    primaryAttributes: options.only ? options.only.map(node) : section('primary'),
    secondaryAttributes: section('secondary'),
    otherAttributes: section('other'),
    groupMemberof: reader.groups(row.dn).map((g) => g.dn),
    disabledLogin: row.login_disabled === 1,
    disabledLoginSupported: options.viewer.isAdmin,
    helpdeskDetails: options.helpdesk,
    isHelpdeskUser: false,
    teamManger: reader.managesTeam(row.dn),
    hideProfilePhoto: false,
  };
}
