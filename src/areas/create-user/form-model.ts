import { HttpError, NetworkError } from '../../core/errors';
import { faultReason } from '../../domain/fault';
import type { CreateUserInput } from '../../api/people';
import type { PersonAttribute } from '../../api/people';
import {
  VALIDATION_MESSAGES,
  required,
  validateCn,
  validatePassword,
  type ValidationError,
} from '../../domain/validators';

/** One input of the create-user form, read from the server's `createUser` schema. */
export interface CreateField {
  key: string;
  label: string;
  /** The schema's data type: String, Integer, Time, Boolean, DN, … */
  dataType: string;
  required: boolean;
  multivalued: boolean;
  /** Values to choose from, when the schema lists them. */
  choices: { key: string; label: string }[];
  lookupEntity?: string;
}

export const PASSWORD_FIELD = '__password';
export const CONTAINER_FIELD = '__container';

/** The typed values, by field key (the password and the container under their own keys). */
export type FormValues = Record<string, string>;
export type FormErrors = Record<string, ValidationError>;

/** The naming attribute (cn, 'User ID'): it must not contain the characters of spec section 5. */
export const isNamingKey = (key: string): boolean => key.toLowerCase() === 'cn';

const SKIPPED_TYPES = new Set(['binary', 'image', 'photo']);
/** The schema carries the container and the password as attributes too; the form has its own fields for them. */
const CONTAINER_KEY = 'container';
const PASSWORD_KEY = 'password';

const isContainer = (node: PersonAttribute) => node.key.toLowerCase() === CONTAINER_KEY;
const isPassword = (node: PersonAttribute) =>
  node.key.toLowerCase() === PASSWORD_KEY || node.formatType.toLowerCase() === 'password';

/** Fields from schema attributes: photos, the container and the password are not among them; the first of a key wins. */
export function createFields(nodes: readonly PersonAttribute[]): CreateField[] {
  const seen = new Set<string>();
  const fields: CreateField[] = [];
  for (const node of nodes) {
    const key = node.key;
    if (!key || seen.has(key.toLowerCase()) || SKIPPED_TYPES.has((node.dataType ?? '').toLowerCase())) continue;
    if (isContainer(node) || isPassword(node)) continue;
    seen.add(key.toLowerCase());
    const field: CreateField = {
      key,
      label: node.label || key,
      dataType: node.dataType || 'String',
      required: node.required,
      multivalued: node.multivalued,
      choices: node.choices,
    };
    if (node.lookupEntity) field.lookupEntity = node.lookupEntity;
    fields.push(field);
  }
  // Required first, in the schema's order otherwise.
  return [...fields.filter((f) => f.required), ...fields.filter((f) => !f.required)];
}

/**
 * The photo attribute when the schema lets it be set at creation (a Binary / image attribute marked
 * editable in the `createUser` schema), else null.
 */
export function photoAttribute(nodes: readonly PersonAttribute[]): PersonAttribute | null {
  return nodes.find((node) => SKIPPED_TYPES.has((node.dataType ?? '').toLowerCase()) && node.editable) ?? null;
}

export interface ContainerOptions {
  choices: { dn: string; name: string }[];
  /** The schema's default container ('' when none). */
  defaultDn: string;
}

/**
 * Where new users may go: the choices of the schema's `container` attribute, preselecting its value or
 * the schema's `container`. A default that is not among the choices is added to them.
 */
export function containerOptions(nodes: readonly PersonAttribute[], schemaContainer: string): ContainerOptions {
  const node = nodes.find(isContainer);
  const choices = (node?.choices ?? []).map((c) => ({ dn: c.key, name: c.label || c.key }));
  const defaultDn = node?.values[0]?.value || schemaContainer || '';
  if (defaultDn && choices.length > 0 && !choices.some((c) => c.dn.toLowerCase() === defaultDn.toLowerCase())) {
    choices.unshift({ dn: defaultDn, name: defaultDn });
  }
  return { choices, defaultDn };
}

/** The first problem with one field's value, or null. */
export function validateField(field: CreateField, value: string | undefined): ValidationError | null {
  const text = value ?? '';
  if (field.required) {
    const missing = required(text);
    if (missing) return missing;
  }
  if (text.trim() === '') return null;
  if (isNamingKey(field.key)) return validateCn(text);
  if (field.dataType.toLowerCase() === 'integer' && !/^-?\d+$/.test(text.trim())) {
    return { code: 'range', message: 'Enter a whole number' };
  }
  return null;
}

export function validatePasswordField(value: string | undefined): ValidationError | null {
  return required(value ?? '') ?? validatePassword(value ?? '');
}

/** Every problem of the form, by field key. Empty when it may be sent. */
export function validateForm(fields: readonly CreateField[], values: FormValues, needsContainer: boolean): FormErrors {
  const errors: FormErrors = {};
  if (needsContainer) {
    const container = required(values[CONTAINER_FIELD] ?? '');
    if (container) errors[CONTAINER_FIELD] = container;
  }
  const password = validatePasswordField(values[PASSWORD_FIELD]);
  if (password) errors[PASSWORD_FIELD] = password;
  for (const field of fields) {
    const error = validateField(field, values[field.key]);
    if (error) errors[field.key] = error;
  }
  return errors;
}

/**
 * The create input: attributes without a value are skipped (spec section 5). Time values typed as
 * `yyyy-MM-ddTHH:mm` are sent as epoch milliseconds; multi-valued ones are typed one per line.
 */
export function buildCreateInput(fields: readonly CreateField[], values: FormValues): CreateUserInput {
  const attributes: Record<string, string[]> = {};
  for (const field of fields) {
    const list = splitValues(field, values[field.key] ?? '').map((v) => toWireValue(field, v));
    if (list.length > 0) attributes[field.key] = list;
  }
  return { container: (values[CONTAINER_FIELD] ?? '').trim(), password: values[PASSWORD_FIELD] ?? '', attributes };
}

function splitValues(field: CreateField, text: string): string[] {
  const parts = field.multivalued ? text.split(/\r?\n/) : [text];
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

function toWireValue(field: CreateField, value: string): string {
  if (field.dataType.toLowerCase() !== 'time') return value;
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? String(time) : value;
}

/** The fixed text for a server error (HTTP 500) when creating a user. */
export const SERVER_ERROR_MESSAGE =
  'An error has occurred while processing your request. Please contact the administrator, or click the refresh button and try again';
export const NETWORK_ERROR_MESSAGE = 'Network Error';

export type ErrorText = (key: 'errors.processing' | 'errors.network', english: string) => string;
const english: ErrorText = (_key, text) => text;

/**
 * Spec section 8, user creation: 500 → the fixed server-error message; no response → 'Network Error';
 * otherwise the fault reason, else the status text.
 */
export function createUserErrorMessage(error: unknown, text: ErrorText = english): string {
  if (error instanceof NetworkError) return text('errors.network', NETWORK_ERROR_MESSAGE);
  if (error instanceof HttpError) {
    if (error.status === 500) return text('errors.processing', SERVER_ERROR_MESSAGE);
    return faultReason(error.body) ?? (error.statusText || String(error.status));
  }
  if (error instanceof Error && error.message) return error.message;
  return text('errors.processing', SERVER_ERROR_MESSAGE);
}

/** Spec section 8: a schema that cannot be loaded shows the status text ('Network Error' without a response). */
export function schemaErrorMessage(error: unknown, text: ErrorText = english): string {
  if (error instanceof NetworkError) return text('errors.network', NETWORK_ERROR_MESSAGE);
  if (error instanceof HttpError) return error.statusText || String(error.status);
  if (error instanceof Error && error.message) return error.message;
  return text('errors.processing', SERVER_ERROR_MESSAGE);
}

/**
 * The field a refused create is about, from the server's Fault: it names the attribute by its label
 * ("User ID "a/b" has invalid chracter", "Email is required") or states the password rule.
 */
export const faultFieldOf =
  (fields: readonly CreateField[]) =>
  (reason: string): string | null => {
    if (reason.includes(VALIDATION_MESSAGES.password)) return PASSWORD_FIELD;
    const named = [...fields]
      .sort((a, b) => b.label.length - a.label.length)
      .find((field) => reason.includes(`${field.label} `) || reason.includes(`"${field.key}"`));
    return named?.key ?? null;
  };
