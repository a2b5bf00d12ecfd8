import type { PersonAttribute, PersonValue } from '../../api/people';
import { sectionHref } from '../../core/navigation';

/**
 * How the detail page shows a user attribute (spec section 2, "User detail page"): plain text; mailto
 * for e-mail; tel for telephone numbers; a formatted date for Time; DN values open the user quick info
 * when the lookup entity is `user-lookup`, else they are link text to the entity's page.
 */
export type AttributeKind = 'text' | 'email' | 'telephone' | 'time' | 'userDn' | 'entityDn' | 'boolean';

/** One value: `value` is the stored one (a DN for DN attributes), `display` the text to show. */
export type DisplayValue = PersonValue;

export const USER_LOOKUP = 'user-lookup';

const EMAIL_KEYS = new Set(['email', 'mail']);
const TELEPHONE_KEYS = new Set(['telephonenumber', 'mobile', 'phone']);
const TIME_TYPES = new Set(['time', 'date', 'datetime', 'timestamp']);
/** Shown as the photo (or not at all), never as a row. */
const HIDDEN_TYPES = new Set(['binary', 'image', 'photo']);

export function attributeKind(node: PersonAttribute): AttributeKind {
  const type = (node.dataType ?? '').toLowerCase();
  const key = node.key.toLowerCase();
  const format = (node.formatType ?? '').toLowerCase();
  if (type === 'dn') return (node.lookupEntity ?? '').toLowerCase() === USER_LOOKUP ? 'userDn' : 'entityDn';
  if (TIME_TYPES.has(type)) return 'time';
  if (type === 'boolean') return 'boolean';
  if (EMAIL_KEYS.has(key) || format === 'email') return 'email';
  if (TELEPHONE_KEYS.has(key) || format === 'phone' || format === 'telephone') return 'telephone';
  return 'text';
}

/** The attribute's values with text, in order; blank ones dropped. */
export function displayValues(node: PersonAttribute): DisplayValue[] {
  return node.values.flatMap((item) => {
    const value = item.value.trim();
    const display = item.display.trim();
    return value === '' && display === '' ? [] : [{ value: value || display, display: display || value }];
  });
}

/** Attributes worth a row: with at least one value, and not the photo. */
export function visibleAttributes(nodes: readonly PersonAttribute[] | undefined): PersonAttribute[] {
  return (nodes ?? []).filter(
    (node) => !HIDDEN_TYPES.has((node.dataType ?? '').toLowerCase()) && displayValues(node).length > 0,
  );
}

/**
 * The page of an entity: the user catalog (`#/users/{dn}`, the console's `/idmdash/#/users/`) for user
 * definitions, else the entities catalog (`#/entities/{definition}/{dn}`). Null without a definition.
 */
export function entityHref(lookupEntity: string | null | undefined, dn: string): string | null {
  const definition = (lookupEntity ?? '').replace(/-lookup$/i, '').trim();
  if (definition === '' || dn === '') return null;
  if (definition.toLowerCase() === 'user') return sectionHref('users', dn);
  return sectionHref('entities', definition, dn);
}

export function telephoneHref(value: string): string {
  return `tel:${value.replace(/[^\d+*#,;]/g, '')}`;
}

export function mailtoHref(value: string): string {
  return `mailto:${value}`;
}
