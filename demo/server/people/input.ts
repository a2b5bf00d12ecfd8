import { VALIDATION_MESSAGES, validateCn, validatePassword } from '../../../src/domain/validators.js';
import { HttpFault, badInput } from '../http/fault.js';
import { userAttribute, type UserAttributeDef } from './attributes.js';

/** One entry of `attributes` in POST/PUT access/user (the swagger's UserAttributeNode, fields we read). */
export interface AttributeInput {
  key: string;
  values?: string[];
  action?: string;
  /** For the photo: the uploaded file's name (checked for one, valid extension). */
  name?: string;
}

export const MAX_VALUE_LENGTH = 256;
const CN_MAX_LENGTH = 64;

/** Fault texts: every 400 names the attribute (by its display label) and the problem. */
export const invalid = (problem: string): HttpFault => badInput(`Invalid input: ${problem}.`);

export const PROBLEMS = {
  unknown: (key: string) => `"${key}" is not a user attribute`,
  notCreatable: (a: UserAttributeDef) => `${a.displayLabel} cannot be set when creating a user`,
  notEditable: (a: UserAttributeDef) => `${a.displayLabel} is not editable`,
  twice: (a: UserAttributeDef) => `${a.displayLabel} is given more than once`,
  oneValue: (a: UserAttributeDef) => `${a.displayLabel} takes one value`,
  required: (a: UserAttributeDef) => `${a.displayLabel} is required`,
  tooLong: (a: UserAttributeDef) => `${a.displayLabel} is longer than ${MAX_VALUE_LENGTH} characters`,
  cnChars: (cn: string) => `User ID "${cn}" ${VALIDATION_MESSAGES.invalidCharacter}`,
  cnLength: () => `User ID is longer than ${CN_MAX_LENGTH} characters`,
  password: () => VALIDATION_MESSAGES.password,
  email: (value: string) => `"${value}" is not an email address`,
  phone: (value: string) => `"${value}" is not a telephone number`,
  integer: (a: UserAttributeDef) => `${a.displayLabel} must be a whole number`,
  time: (a: UserAttributeDef) => `${a.displayLabel} must be a time in epoch milliseconds`,
  boolean: (a: UserAttributeDef) => `${a.displayLabel} must be true or false`,
  person: (a: UserAttributeDef, dn: string) => `${a.displayLabel} "${dn}" is not a user`,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()./-]{2,31}$/;

/** The attribute of a key given in a body; unknown keys are bad input. */
export function knownAttribute(key: string): UserAttributeDef {
  const a = userAttribute(key);
  if (!a) throw invalid(PROBLEMS.unknown(key));
  return a;
}

/** Trimmed, blanks dropped: an attribute whose values are all blank has none. */
export const cleanValues = (values: readonly string[] | undefined): string[] =>
  (values ?? []).map((v) => v.trim()).filter((v) => v !== '');

/** Refuses markup in text: the console renders text, but other clients may not. */
function checkText(a: UserAttributeDef, value: string): void {
  if (/[<>]/.test(value)) {
    throw new HttpFault(400, 'XSS_VALIDATION_FAILURE', `Invalid input: ${a.displayLabel} must not contain < or >.`);
  }
  if (value.length > MAX_VALUE_LENGTH) throw invalid(PROBLEMS.tooLong(a));
  if (a.format === 'email' && !EMAIL.test(value)) throw invalid(PROBLEMS.email(value));
  if (a.format === 'phone' && !PHONE.test(value)) throw invalid(PROBLEMS.phone(value));
}

/**
 * Checks cleaned values against the attribute's type: one value for single-valued attributes, text
 * rules, whole numbers, epoch-ms times, true/false, and DNs of existing users.
 */
export function checkValues(a: UserAttributeDef, values: readonly string[], isUser: (dn: string) => boolean): void {
  if (!a.multivalued && values.length > 1) throw invalid(PROBLEMS.oneValue(a));
  if (a.key === 'CN') checkCn(values[0] ?? '');
  for (const value of values) {
    if (a.dataType === 'String') checkText(a, value);
    else if (a.dataType === 'Integer' && !/^-?[0-9]{1,9}$/.test(value)) throw invalid(PROBLEMS.integer(a));
    else if (a.dataType === 'Time' && !/^[0-9]{1,15}$/.test(value)) throw invalid(PROBLEMS.time(a));
    else if (a.dataType === 'Boolean' && value !== 'true' && value !== 'false') throw invalid(PROBLEMS.boolean(a));
    else if (a.dataType === 'DN' && !isUser(value)) throw invalid(PROBLEMS.person(a, value));
  }
}

/** Spec section 5: no < , ; \ " + # = / | * ' ! @ $ % ~ in a cn. */
export function checkCn(cn: string): void {
  if (validateCn(cn)) throw invalid(PROBLEMS.cnChars(cn));
  if (cn.length > CN_MAX_LENGTH) throw invalid(PROBLEMS.cnLength());
}

/** Spec section 5: 6–100 letters, digits or !@#$%^&*, one digit at least. */
export function checkPassword(password: string): void {
  if (validatePassword(password)) throw invalid(PROBLEMS.password());
}
