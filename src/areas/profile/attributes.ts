import type { AttributeChange, PersonAttribute, PersonDetails } from '../../api/people';
import { HttpError, NetworkError } from '../../core/errors';
import { faultReason } from '../../domain/fault';

/**
 * The profile's attribute rules (spec sections 5, 6 and 8): per-attribute `isEditable` governs
 * editing; an update skips cn and non-editable attributes; editing is offered only when at least one
 * attribute or the photo is editable; failures read 'Network Error' without a response, otherwise the
 * fault reason or the status text.
 */

const PHOTO_TYPES = new Set(['binary', 'image', 'photo']);
const TIME_TYPES = new Set(['time', 'date', 'datetime', 'timestamp']);

export const isNamingAttribute = (attribute: Pick<PersonAttribute, 'key'>): boolean =>
  attribute.key.trim().toLowerCase() === 'cn';
export const isPhotoAttribute = (attribute: Pick<PersonAttribute, 'dataType'>): boolean =>
  PHOTO_TYPES.has(attribute.dataType.toLowerCase());
export const isDnAttribute = (attribute: Pick<PersonAttribute, 'dataType'>): boolean =>
  attribute.dataType.toLowerCase() === 'dn';
export const isTimeAttribute = (attribute: Pick<PersonAttribute, 'dataType'>): boolean =>
  TIME_TYPES.has(attribute.dataType.toLowerCase());
export const isBooleanAttribute = (attribute: Pick<PersonAttribute, 'dataType'>): boolean =>
  attribute.dataType.toLowerCase() === 'boolean';

/** Every attribute of the person in the server's order (primary, secondary, other), the photo left out. */
export function allAttributes(person: PersonDetails): PersonAttribute[] {
  return [...person.primary, ...person.secondary, ...person.other].filter((attribute) => !isPhotoAttribute(attribute));
}

/** What the edit form offers: editable attributes, never cn, never the photo (it has its own control). */
export function editableAttributes(person: PersonDetails): PersonAttribute[] {
  return allAttributes(person).filter((attribute) => attribute.editable && !isNamingAttribute(attribute));
}

export function isPhotoEditable(person: PersonDetails): boolean {
  return person.imageAttribute?.editable === true;
}

/** Spec section 5: editing is allowed only if at least one attribute or the image is editable. */
export function canEditProfile(person: PersonDetails): boolean {
  return editableAttributes(person).length > 0 || isPhotoEditable(person);
}

/** The form's values: attribute key → stored values (DNs for DN attributes). */
export type AttributeDraft = Record<string, string[]>;

export function draftOf(person: PersonDetails): AttributeDraft {
  return Object.fromEntries(
    editableAttributes(person).map((attribute) => [attribute.key, attribute.values.map((v) => v.value)]),
  );
}

const cleaned = (values: readonly string[]): string[] => values.map((v) => v.trim()).filter((v) => v !== '');
const sameValues = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The changes to send: only attributes the person may edit (never cn, never a read-only one, whatever
 * the draft holds), and only those whose values changed. A single-valued attribute sends one value.
 */
export function attributeChanges(person: PersonDetails, draft: AttributeDraft): AttributeChange[] {
  return editableAttributes(person).flatMap((attribute) => {
    if (!(attribute.key in draft)) return [];
    const next = cleaned(draft[attribute.key] ?? []);
    const before = cleaned(attribute.values.map((v) => v.value));
    if (sameValues(next, before)) return [];
    return [{ key: attribute.key, values: attribute.multivalued ? next : next.slice(0, 1), action: 'update' as const }];
  });
}

/** The keys an update may carry (the api drops any other). */
export function editableKeys(person: PersonDetails): Set<string> {
  return new Set(editableAttributes(person).map((attribute) => attribute.key));
}

/** Required attributes left empty in the draft, by key. */
export function missingRequired(person: PersonDetails, draft: AttributeDraft): string[] {
  return editableAttributes(person)
    .filter((attribute) => attribute.required && cleaned(draft[attribute.key] ?? []).length === 0)
    .map((attribute) => attribute.key);
}

/**
 * Spec section 8: profile updates show 'Network Error' when there was no response, otherwise the
 * fault reason or the status text.
 */
export function updateErrorMessage(error: unknown, networkError = 'Network Error'): string {
  if (error instanceof NetworkError) return networkError;
  if (error instanceof HttpError) {
    const reason = error.fault ? faultReason(error.fault) : undefined;
    return reason || error.statusText || String(error.status);
  }
  if (error instanceof Error && error.message) return error.message;
  return networkError;
}

/** The primary attributes' first values as one line (e.g. title, department): the profile's subtitle. */
export function primaryLine(person: PersonDetails): string {
  return person.primary
    .filter(
      (attribute) =>
        !isPhotoAttribute(attribute) && !['firstname', 'lastname', 'fullname'].includes(attribute.key.toLowerCase()),
    )
    .slice(0, 2)
    .map((attribute) => attribute.values[0]?.display ?? '')
    .filter(Boolean)
    .join(' · ');
}
