import { validateDescription, validateName } from '../../../src/domain/validators.js';
import { HttpFault, badInput } from '../http/fault.js';
import { isRoleLevel, serverLocale, type RoleLevel } from './rules.js';

/**
 * Reading RoleNode and SodNode bodies: every problem is a 400 Fault naming the field
 * (`Invalid input: name has invalid chracter.`), text with `<` or `>` a 400 XSS_VALIDATION_FAILURE.
 */
export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const xss = (field: string): HttpFault =>
  new HttpFault(400, 'XSS_VALIDATION_FAILURE', `Invalid input: ${field} must not contain < or >.`);

export function text(body: Json, field: string, options: { max?: number } = {}): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badInput(`Invalid input: ${field} must be text.`);
  if (/[<>]/.test(value)) throw xss(field);
  if (value.length > (options.max ?? 1024))
    throw badInput(`Invalid input: ${field} is longer than ${options.max ?? 1024} characters.`);
  return value.trim();
}

export function flag(body: Json, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw badInput(`Invalid input: ${field} must be true or false.`);
}

export function list(body: Json, field: string, max = 500): Json[] | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length > max || !value.every(isObject))
    throw badInput(`Invalid input: ${field} must be a list of at most ${max} objects.`);
  return value;
}

/** The `id` of each entry of a list (`[{id}]`), required. */
export function ids(body: Json, field: string, max = 500): string[] | undefined {
  return list(body, field, max)?.map((entry, index) => {
    const id = text(entry, 'id');
    if (!id) throw badInput(`Invalid input: ${field}[${index}].id is required.`);
    return id;
  });
}

export function name(body: Json, field = 'name', required = false): string | undefined {
  const value = text(body, field, { max: 256 });
  if (value === undefined || value === '') {
    if (required) throw badInput(`Invalid input: ${field} is required.`);
    return undefined;
  }
  const problem = validateName(value);
  if (problem) throw badInput(`Invalid input: ${field} ${problem.message}.`);
  return value;
}

export function description(body: Json, field = 'description'): string | undefined {
  const value = text(body, field, { max: 1024 });
  if (value === undefined) return undefined;
  const problem = validateDescription(value);
  if (problem) throw badInput(`Invalid input: ${field} ${problem.message}.`);
  return value;
}

/** `[{locale, name}]` / `[{locale, desc}]` → {locale: text}, locales as the server writes them (he → iw). */
export function localized(body: Json, field: string, key: 'name' | 'desc'): Record<string, string> | undefined {
  const entries = list(body, field, 50);
  if (!entries) return undefined;
  const out: Record<string, string> = {};
  entries.forEach((entry, index) => {
    const locale = text(entry, 'locale', { max: 16 });
    if (!locale || !/^[A-Za-z]{2,3}([_-][A-Za-z]{2,4})?$/.test(locale))
      throw badInput(`Invalid input: ${field}[${index}].locale is not a locale.`);
    const value = key === 'name' ? name(entry, 'name') : description(entry, 'desc');
    if (value !== undefined && value !== '') out[serverLocale(locale)] = value;
  });
  return out;
}

export function level(body: Json, required: boolean): RoleLevel | undefined {
  const value = body.level ?? (isObject(body.roleLevel) ? body.roleLevel.level : undefined);
  if (value === undefined || value === null) {
    if (required) throw badInput('Invalid input: level is required (10, 20 or 30).');
    return undefined;
  }
  const number = typeof value === 'string' ? Number(value) : value;
  if (!isRoleLevel(number)) throw badInput('Invalid input: level must be 10, 20 or 30.');
  return number;
}

/** An approval as the db keeps it (approval_definitions + approval_approvers). */
export interface ApprovalInput {
  required: boolean;
  standard: boolean;
  quorum: number | null;
  approvers: { dn: string; sequence: number }[];
  requestDef: string | null;
}

export function quorum(body: Json, field: string): number | null | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const n =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace('%', '').trim()) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > 100)
    throw badInput(`Invalid input: ${field} must be a percentage from 1 to 100.`);
  return n;
}

export function approvers(body: Json, field: string): { dn: string; sequence: number }[] | undefined {
  const entries = list(body, field, 50);
  if (!entries) return undefined;
  const parsed = entries.map((entry, index) => {
    const dn = text(entry, 'id');
    if (!dn) throw badInput(`Invalid input: ${field}[${index}].id is required.`);
    const raw = entry.sequence ?? index + 1;
    const sequence = typeof raw === 'string' ? Number(raw) : raw;
    if (typeof sequence !== 'number' || !Number.isInteger(sequence) || sequence < 1)
      throw badInput(`Invalid input: ${field}[${index}].sequence must be a whole number from 1.`);
    return { dn, sequence };
  });
  return parsed.sort((a, b) => a.sequence - b.sequence).map((a, i) => ({ dn: a.dn, sequence: i + 1 }));
}

/**
 * The grant or revoke approval of a RoleNode (prefix `approval` or `revoke`), or undefined when the body
 * says nothing about it. Not required → none; standard → quorum or serial approvers; otherwise custom.
 */
export function approvalOf(body: Json, purpose: 'grant' | 'revoke'): ApprovalInput | undefined {
  const f =
    purpose === 'grant'
      ? {
          required: 'approvalRequired',
          standard: 'approvalIsStandard',
          quorum: 'approvalQuorum',
          approvers: 'approvalApprovers',
          requestDef: 'approvalRequestDef',
        }
      : {
          required: 'revokeRequired',
          standard: 'revokeApprovalIsStandard',
          quorum: 'revokeQuorum',
          approvers: 'revokeApprovers',
          requestDef: 'revokeRequestDef',
        };
  const required = flag(body, f.required);
  if (required === undefined) return undefined;
  const standard = flag(body, f.standard) ?? true;
  const q = quorum(body, f.quorum) ?? null;
  const people = approvers(body, f.approvers) ?? [];
  const requestDef = text(body, f.requestDef) || null;
  if (required && standard && people.length === 0)
    throw badInput(`Invalid input: ${f.approvers} needs at least one approver when ${f.required} is true.`);
  if (required && !standard && !requestDef)
    throw badInput(`Invalid input: ${f.requestDef} is required for a custom approval.`);
  return {
    required,
    standard,
    quorum: standard ? q : null,
    approvers: standard ? people : [],
    requestDef: standard ? null : requestDef,
  };
}

/** Who may own a role or a resource. */
export type OwnerType = 'user' | 'group' | 'container' | 'team';
const OWNER_TYPES: readonly OwnerType[] = ['user', 'group', 'container', 'team'];

/** A role's or a resource's `owners: [{id, type}]` (at most 50): each a user, group, container or team that `exists`. */
export function ownersOf(
  body: Json,
  exists: (dn: string, type: OwnerType) => boolean,
): { dn: string; type: OwnerType }[] | undefined {
  return list(body, 'owners', 50)?.map((entry, index) => {
    const dn = text(entry, 'id');
    const type = (text(entry, 'type') ?? 'user').toLowerCase() as OwnerType;
    if (!dn) throw badInput(`Invalid input: owners[${index}].id is required.`);
    if (!OWNER_TYPES.includes(type))
      throw badInput(`Invalid input: owners[${index}].type must be user, group, container or team.`);
    if (!exists(dn, type)) throw badInput(`Invalid input: owners[${index}]: there is no ${type} ${dn}.`);
    return { dn, type };
  });
}

/** A role's or a resource's `categories: [{id}]` (at most 50): each a category of `kind` (`known` checks them). */
export function categoriesOf(
  body: Json,
  kind: 'role' | 'resource',
  known: (kind: 'role' | 'resource', keys: string[]) => boolean,
): string[] | undefined {
  const keys = ids(body, 'categories', 50);
  if (keys && !known(kind, keys))
    throw badInput(`Invalid input: categories: unknown ${kind} category in ${keys.join(', ')}.`);
  return keys;
}
