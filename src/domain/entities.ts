/**
 * The rules of custom entities (spec sections 2, 3 and 5; issue 19): what an entity item's values must be
 * by its definition's attributes, the DN a new item gets, the entities catalog's links, and the staged
 * deletion of the entities list ('Entity deleted. Click Save to persist the changes.'). Pure: shared by the
 * console and the sandbox.
 */
import { firstError, maxLength, range, required, validateCn, type ValidationError } from './validators';

/** The message shown when items are marked for deletion; the deletion takes effect on Save (spec section 5). */
export const ENTITY_DELETED_MESSAGE = 'Entity deleted. Click Save to persist the changes.';

/** The longest text value an entity attribute takes. */
export const ENTITY_TEXT_MAX = 256;

export type EntityDataType = 'String' | 'DN' | 'Integer' | 'Boolean';

/** What the rules need of an attribute of an entity definition (EntityAttributeNode). */
export interface EntityAttributeRule {
  key: string;
  dataType: EntityDataType;
  isRequired: boolean;
  isMultivalued: boolean;
  /** Integer attributes: the allowed range. */
  rangeStart?: number;
  rangeEnd?: number;
  /** Choice attributes (a global list): the allowed keys. */
  choices?: readonly string[];
}

export type EntityValues = Readonly<Record<string, readonly string[]>>;

const INTEGER = /^-?\d{1,12}$/;
/** A directory name: `attr=value` parts separated by commas. */
const DN_SHAPE = /^[A-Za-z][\w-]*=[^,]+(,[A-Za-z][\w-]*=[^,]+)*$/;

const problem = (code: ValidationError['code'], message: string): ValidationError => ({ code, message });

/** The first problem of one attribute's values, or null. The naming attribute takes the cn validator. */
export function validateEntityAttribute(
  attribute: EntityAttributeRule,
  values: readonly string[],
  naming: boolean,
): ValidationError | null {
  const filled = values.map((v) => v.trim()).filter((v) => v !== '');
  if (attribute.isRequired || naming) {
    const missing = required(filled);
    if (missing) return missing;
  }
  if (!attribute.isMultivalued && filled.length > 1) return problem('maxLength', 'Only one value is allowed');
  for (const value of filled) {
    const found = firstError<string>(value, [
      maxLength(ENTITY_TEXT_MAX),
      (v) => (naming ? validateCn(v) : null),
      (v) => typeOf(attribute, v),
    ]);
    if (found) return found;
  }
  return null;
}

function typeOf(attribute: EntityAttributeRule, value: string): ValidationError | null {
  switch (attribute.dataType) {
    case 'Integer':
      if (!INTEGER.test(value)) return problem('range', 'Enter a whole number');
      return attribute.rangeStart !== undefined && attribute.rangeEnd !== undefined
        ? range(attribute.rangeStart, attribute.rangeEnd)(value)
        : null;
    case 'Boolean':
      return value === 'true' || value === 'false' ? null : problem('range', 'Enter true or false');
    case 'DN':
      return DN_SHAPE.test(value) ? null : problem('invalidCharacter', 'Choose an entry from the list');
    default:
      return attribute.choices && attribute.choices.length > 0 && !attribute.choices.includes(value)
        ? problem('range', 'Choose a value from the list')
        : null;
  }
}

/** Every attribute's problem (null when fine), by key. Attributes not given count as empty. */
export function validateEntityValues(
  attributes: readonly EntityAttributeRule[],
  values: EntityValues,
  namingAttribute: string,
): Record<string, ValidationError | null> {
  return Object.fromEntries(
    attributes.map((a) => [a.key, validateEntityAttribute(a, values[a.key] ?? [], a.key === namingAttribute)]),
  );
}

export const hasEntityProblems = (problems: Readonly<Record<string, ValidationError | null>>): boolean =>
  Object.values(problems).some((p) => p !== null);

/** The DN a new item gets: `cn=<naming value>,<container>` (DN specials escaped). */
export const newEntityDn = (name: string, container: string): string =>
  `cn=${name.trim().replace(/[,+"\\<>;=#]/g, (c) => `\\${c}`)},${container.trim()}`;

/** `user-lookup`, `location` → the definition key (`user`, `location`); '' when none. */
export const lookupDefinition = (lookupEntity: string | null | undefined): string =>
  (lookupEntity ?? '').replace(/-lookup$/i, '').trim();

/**
 * Where a link to an entity goes (spec section 2): the user catalog path for user definitions, otherwise the
 * entities catalog path; as route segments of the console (`['users', dn]`, `['entities', key, dn]`).
 */
export function entityRouteSegments(lookupEntity: string | null | undefined, dn: string): string[] | null {
  const definition = lookupDefinition(lookupEntity);
  if (definition === '' || dn === '') return null;
  return definition.toLowerCase() === 'user' ? ['users', dn] : ['entities', definition, dn];
}

/** Help desk: the longest subject and description of a ticket. */
export const TICKET_SUBJECT_MAX = 120;
export const TICKET_DESCRIPTION_MAX = 2000;

export interface TicketInput {
  category: string;
  subject: string;
  description: string;
}

/** The problems of a help desk ticket, by field (null when fine). */
export function validateTicket(input: TicketInput, categories: readonly string[]) {
  return {
    category:
      required(input.category) ?? (categories.includes(input.category) ? null : problem('range', 'Choose a category')),
    subject: firstError<string>(input.subject, [required, maxLength(TICKET_SUBJECT_MAX)]),
    description: firstError<string>(input.description, [required, maxLength(TICKET_DESCRIPTION_MAX)]),
  };
}
