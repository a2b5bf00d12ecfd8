import { idFromName, teamDn } from '../../dns.js';
import { cachedStatement } from '../../db/search.js';
import type { Store } from '../../db/store.js';
import {
  DIRECT_REPORTS,
  OBJECT_TYPES_OF,
  PERMISSION_OBJECT_TYPES,
  RECIPIENT_TYPES,
  TEAM_RIGHTS,
  TEAM_TYPES,
  type PermissionObjectType,
  type RecipientType,
  type TeamInput,
  type TeamPermissionInput,
  type TeamRight,
  type TeamRow,
  type TeamType,
} from '../../db/teams/teams.js';
import { HttpFault, badInput } from '../../http/fault.js';
import { description, isObject, list, name as nameOf, text, type Json } from '../../roles/input.js';

const MAX_RECIPIENTS = 500;
const MAX_MANAGERS = 50;

const exists = (store: Store, sql: string, dn: string): boolean => cachedStatement(store.db, sql).get(dn) !== undefined;

function teamType(body: Json, existing: TeamRow | undefined): TeamType {
  const value = body.domainTypes;
  if (value === undefined || value === null) {
    if (existing) return existing.team_type;
    throw badInput('Invalid input: domainTypes (the team type) is required.');
  }
  if (!Array.isArray(value) || value.length !== 1 || !TEAM_TYPES.includes(value[0] as TeamType))
    throw badInput(`Invalid input: domainTypes must hold one team type of ${TEAM_TYPES.join(', ')}.`);
  return value[0] as TeamType;
}

function recipientsOf(store: Store, body: Json, dn: string): TeamInput['recipients'] {
  const entries = list(body, 'recipients', MAX_RECIPIENTS) ?? [];
  const seen = new Set<string>();
  return entries.flatMap((entry, index) => {
    const at = `recipients[${index}]`;
    const recipient = text(entry, 'dn');
    const type = text(entry, 'type', { max: 32 }) as RecipientType | undefined;
    if (!recipient) throw badInput(`Invalid input: ${at}.dn is required.`);
    if (!type || !RECIPIENT_TYPES.includes(type))
      throw badInput(`Invalid input: ${at}.type must be one of ${RECIPIENT_TYPES.join(', ')}.`);
    const known =
      type === 'user'
        ? exists(store, 'SELECT 1 FROM users WHERE dn = ?', recipient)
        : type === 'group'
          ? exists(store, 'SELECT 1 FROM groups WHERE dn = ?', recipient)
          : type === 'container'
            ? exists(store, 'SELECT 1 FROM containers WHERE dn = ?', recipient)
            : type === 'relationship'
              ? recipient === DIRECT_REPORTS
              : exists(store, 'SELECT 1 FROM teams WHERE dn = ?', recipient);
    if (!known) throw badInput(`Invalid input: ${at} names no ${type} ${recipient}.`);
    if (type === 'team' && store.teams.wouldLoop(dn, recipient))
      throw badInput(`Invalid input: ${at}: a team cannot contain itself, directly or through nested teams.`);
    if (seen.has(recipient.toLowerCase())) return [];
    seen.add(recipient.toLowerCase());
    return [{ dn: recipient, type }];
  });
}

function managersOf(store: Store, body: Json, required: boolean): string[] | undefined {
  const entries = list(body, 'requestors', MAX_MANAGERS);
  if (entries === undefined && !required) return undefined;
  const dns = (entries ?? []).map((entry, index) => {
    const dn = text(entry, 'dn');
    if (!dn || !store.users.findByDn(dn)) throw badInput(`Invalid input: requestors[${index}] names no user.`);
    return store.users.findByDn(dn)!.dn;
  });
  if (dns.length === 0) throw badInput('Invalid input: a team needs at least one team manager (requestors).');
  return [...new Set(dns)];
}

/** A TargetSetNode body of POST (create) or PUT (update) access/teams. */
export function readTeam(store: Store, body: unknown, existing: TeamRow | undefined): TeamInput {
  if (!isObject(body)) throw badInput('Invalid input: the body must be a TargetSetNode.');
  const name = nameOf(body, 'name', existing === undefined) ?? existing?.name ?? '';
  const dn = existing?.dn ?? teamDn(idFromName(name));
  if (!existing) {
    if (idFromName(name) === '') throw badInput('Invalid input: name needs at least one letter or digit.');
    if (store.teams.byDn(dn)) throw new HttpFault(400, 'EXISTING_ENTITY', `A team with the DN ${dn} already exists.`);
  }
  const other = store.teams.dnOfName(name);
  if (other && other.toLowerCase() !== dn.toLowerCase())
    throw new HttpFault(400, 'EXISTING_ENTITY', `A team named ${name} already exists.`);
  return {
    dn,
    name,
    description: description(body) ?? existing?.description ?? '',
    type: teamType(body, existing),
    managers: managersOf(store, body, existing === undefined) ?? store.teams.managers(dn).map((m) => m.dn),
    recipients:
      body.recipients === undefined && existing
        ? store.teams.recipients(dn).map((r) => ({ dn: r.dn, type: r.type }))
        : recipientsOf(store, body, dn),
  };
}

const OBJECT_TABLE: Readonly<Record<Exclude<PermissionObjectType, 'team'>, string>> = {
  role: 'SELECT 1 FROM roles WHERE dn = ?',
  resource: 'SELECT 1 FROM resources WHERE dn = ?',
  prd: 'SELECT 1 FROM prds WHERE dn = ?',
  'role-container': "SELECT 1 FROM catalog_containers WHERE dn = ? AND type = 'role'",
  'resource-container': "SELECT 1 FROM catalog_containers WHERE dn = ? AND type = 'resource'",
};

/** The permissions of a PermissionListNode body (PUT access/teams/permissions) for `team`. */
export function readPermissions(store: Store, body: Json, team: TeamRow): TeamPermissionInput[] {
  const entries = list(body, 'permissions', 200) ?? [];
  if (entries.length === 0) throw badInput('Invalid input: permissions must name at least one permission.');
  return entries.map((entry, index) => {
    const at = `permissions[${index}]`;
    const objectType = (text(entry, 'entityType', { max: 32 }) ?? '') as PermissionObjectType;
    if (!PERMISSION_OBJECT_TYPES.includes(objectType))
      throw badInput(`Invalid input: ${at}.entityType must be one of ${PERMISSION_OBJECT_TYPES.join(', ')}.`);
    if (!OBJECT_TYPES_OF[team.team_type].includes(objectType))
      throw badInput(`Invalid input: ${at}: a team of type ${team.team_type} cannot hold ${objectType} permissions.`);
    const objectDn = objectType === 'team' ? team.dn : (text(entry, 'dn') ?? '');
    if (objectType !== 'team' && !exists(store, OBJECT_TABLE[objectType], objectDn))
      throw badInput(`Invalid input: ${at}.dn names no ${objectType} ${objectDn}.`);
    const rights = (text(entry, 'permission', { max: 256 }) ?? '')
      .split(',')
      .map((r) => r.trim())
      .filter((r) => r !== '');
    const unknown = rights.find((r) => !TEAM_RIGHTS.includes(r as TeamRight));
    if (unknown !== undefined)
      throw badInput(`Invalid input: ${at}.permission "${unknown}" is not one of ${TEAM_RIGHTS.join(', ')}.`);
    if (rights.length === 0) throw badInput(`Invalid input: ${at}.permission must name at least one right.`);
    if (objectType === 'team' && rights.includes('request') && team.team_type === 'C')
      throw badInput(`Invalid input: ${at}: compliance teams request nothing.`);
    return { objectDn, objectType, rights: rights as TeamRight[] };
  });
}
