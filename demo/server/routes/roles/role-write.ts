import { idFromName, roleDn, roleLevelContainer } from '../../dns.js';
import type { RoleRow } from '../../db/lookups/catalog.js';
import { HttpFault, badInput } from '../../http/fault.js';
import {
  approvalOf,
  categoriesOf,
  description,
  flag,
  isObject,
  level as levelOf,
  localized,
  name as nameOf,
  ownersOf,
  text,
  type ApprovalInput,
  type Json,
} from '../../roles/input.js';
import { assertManages, roleOr404, type Caller, type RoleAdmin } from './context.js';

/** Approvers must exist (users or groups); a custom approval names a role approval definition. */
function checkApproval(ctx: RoleAdmin, approval: ApprovalInput | undefined, prefix: 'approval' | 'revoke') {
  if (!approval) return;
  approval.approvers.forEach((a, index) => {
    if (!ctx.roles.userExists(a.dn))
      throw badInput(`Invalid input: ${prefix}Approvers[${index}]: there is no user or group ${a.dn}.`);
  });
  if (approval.requestDef && !ctx.roles.prd(approval.requestDef, 'Role Approval'))
    throw badInput(`Invalid input: ${prefix}RequestDef is not a role approval definition.`);
}

function revokeOf(ctx: RoleAdmin, body: Json): ApprovalInput | 'same-as-grant' | undefined {
  if (flag(body, 'revokeEqualsGrant') === true) return 'same-as-grant';
  const revoke = approvalOf(body, 'revoke');
  checkApproval(ctx, revoke, 'revoke');
  return revoke;
}

const parse = (json: string): Record<string, string> => JSON.parse(json) as Record<string, string>;

/** POST catalog/roles: a new role in its level's container or a sub-container of it; answers its DN. */
export function createRole(ctx: RoleAdmin, caller: Caller, body: unknown): string {
  if (!isObject(body)) throw badInput('Invalid input: the body must be a RoleNode.');
  const name = nameOf(body, 'name', true) ?? '';
  const level = levelOf(body, true) ?? 10;
  const sub = text(body, 'subContainer');
  const containerDn = sub ? ctx.roles.container(sub, level)?.dn : roleLevelContainer(level);
  if (!containerDn) throw badInput(`Invalid input: subContainer is not a container of level ${level}.`);
  assertManages(caller, { name, container_dn: containerDn }, 'createRole');
  const id = idFromName(name);
  if (id === '') throw badInput('Invalid input: name needs at least one letter or digit.');
  const dn = roleDn(level, id, containerDn);
  if (ctx.roles.byDn(dn)) throw new HttpFault(400, 'EXISTING_ENTITY', `Invalid input: a role ${name} exists already.`);
  const grant = approvalOf(body, 'grant');
  checkApproval(ctx, grant, 'approval');
  const revoke = revokeOf(ctx, body);
  const keys = categoriesOf(body, 'role', (k, keys) => ctx.app.store.lookups.catalog.categoryKeysExist(k, keys));
  const people = ownersOf(body, (dn, type) => ctx.roles.ownerExists(dn, type));
  const names = { ...localized(body, 'localizedNames', 'name'), en: name };
  const descriptions = { ...localized(body, 'localizedDescriptions', 'desc') };
  const desc = description(body);
  if (desc !== undefined) descriptions.en = desc;
  ctx.roles.insert({ dn, id, level, names, descriptions, containerDn, createdAt: ctx.app.sandbox.now() });
  if (keys) ctx.roles.setCategories(dn, keys);
  if (people) ctx.roles.setOwners(dn, people);
  ctx.roles.setApproval(
    dn,
    'grant',
    grant ?? { required: false, standard: true, quorum: null, approvers: [], requestDef: null },
  );
  if (revoke) ctx.roles.setApproval(dn, 'revoke', revoke);
  return dn;
}

/** PUT catalog/roles/role (and each of PUT catalog/roles/roles): changes what the body names; the level stays. */
export function updateRole(ctx: RoleAdmin, caller: Caller, body: unknown): RoleRow {
  if (!isObject(body)) throw badInput('Invalid input: the body must be a RoleNode.');
  const dn = text(body, 'id');
  if (!dn) throw badInput('Invalid input: id (the role DN) is required.');
  const role = roleOr404(ctx, dn);
  assertManages(caller, role, 'modifyRole');
  const level = levelOf(body, false);
  if (level !== undefined && level !== role.level)
    throw badInput(`Invalid input: level cannot change (${role.name} is level ${role.level}).`);
  const name = nameOf(body, 'name');
  const desc = description(body);
  const localNames = localized(body, 'localizedNames', 'name');
  const localDescriptions = localized(body, 'localizedDescriptions', 'desc');
  const grant = approvalOf(body, 'grant');
  checkApproval(ctx, grant, 'approval');
  const revoke = revokeOf(ctx, body);
  const keys = categoriesOf(body, 'role', (k, keys) => ctx.app.store.lookups.catalog.categoryKeysExist(k, keys));
  const people = ownersOf(body, (dn, type) => ctx.roles.ownerExists(dn, type));

  const names = localNames ? { ...localNames, en: parse(role.names).en ?? role.name } : parse(role.names);
  const descriptions = localDescriptions
    ? { ...localDescriptions, en: parse(role.descriptions).en ?? role.description }
    : parse(role.descriptions);
  if (name) names.en = name;
  if (desc !== undefined) descriptions.en = desc;
  ctx.roles.setTexts(role.dn, names, descriptions);
  if (keys) ctx.roles.setCategories(role.dn, keys);
  if (people) ctx.roles.setOwners(role.dn, people);
  if (grant) ctx.roles.setApproval(role.dn, 'grant', grant);
  if (revoke) ctx.roles.setApproval(role.dn, 'revoke', revoke);
  return roleOr404(ctx, role.dn);
}
