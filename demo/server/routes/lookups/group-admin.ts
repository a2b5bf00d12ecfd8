import type { FastifyInstance } from 'fastify';
import { GROUP_NAME_MAX, newGroupDn } from '../../../../src/domain/group-admin.js';
import { validateGroupDescription, validateGroupName } from '../../../../src/domain/group-form.js';
import { containerOf, groupRepository, type GroupRow } from '../../db/groups/groups.js';
import { HttpFault, badInput, notFound } from '../../http/fault.js';
import { isObject, text, type Json } from '../../roles/input.js';

/** The most members one PUT may add or remove. */
export const MEMBERS_PER_CALL = 1000;

/** A GroupNode, plus what the administration shows: the number of members and a dynamic group's query. */
export const groupNode = (g: GroupRow) => ({
  dn: g.dn,
  name: g.name,
  description: g.description,
  container: containerOf(g.dn),
  memberCount: g.member_count,
  dynamic: g.member_query !== null,
  ...(g.member_query !== null ? { memberQuery: g.member_query } : {}),
});

function groupName(body: Json): string {
  const value = text(body, 'name', { max: GROUP_NAME_MAX }) ?? '';
  const problem = validateGroupName(value);
  if (problem) throw badInput(`Invalid input: name ${problem.code === 'required' ? 'is required' : problem.message}.`);
  return value;
}

function groupDescription(body: Json): string | undefined {
  const value = text(body, 'description');
  if (value === undefined) return undefined;
  if (validateGroupDescription(value)) throw badInput('Invalid input: description has invalid chracter.');
  return value;
}

function memberDns(body: Json): string[] {
  const value = body.members;
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MEMBERS_PER_CALL || !value.every((m) => typeof m === 'string'))
    throw badInput(`Invalid input: members must be a list of at most ${MEMBERS_PER_CALL} user DNs.`);
  return [...new Set((value as string[]).map((m) => m.trim()).filter((m) => m !== ''))];
}

/**
 * Group administration (README "Groups"), administrators only: `POST access/groups` creates a group in a
 * directory container, `PUT access/groups` changes its name or description and adds or removes members
 * (`members` + `membersAction` add|remove), `DELETE access/groups` deletes one (`{dn}`), and `POST
 * access/groups/group` (not in the contract) reads one. Dynamic groups keep their members: the query decides.
 */
export async function groupAdminRoutes(app: FastifyInstance): Promise<void> {
  const groups = groupRepository(app.store.db);
  const existing = (body: unknown): GroupRow => {
    if (!isObject(body)) throw badInput('Invalid input: the body must be a GroupNode with a dn.');
    const dn = text(body, 'dn');
    if (!dn) throw badInput('Invalid input: dn is required.');
    const group = groups.get(dn);
    if (!group) throw notFound(`There is no group ${dn}.`);
    return group;
  };

  app.post('/groups', { config: { requires: 'admin' } }, async (request, reply) => {
    const body = request.body;
    if (!isObject(body)) throw badInput('Invalid input: the body must be a GroupNode.');
    const name = groupName(body);
    const description = groupDescription(body) ?? '';
    const containerDn = text(body, 'container');
    if (!containerDn) throw badInput('Invalid input: container is required.');
    const container = groups.container(containerDn);
    if (!container) throw badInput(`Invalid input: container ${containerDn} is not a directory container.`);
    const dn = newGroupDn(name, container.dn);
    if (groups.get(dn)) throw new HttpFault(400, 'EXISTING_ENTITY', `Invalid input: the group ${dn} exists already.`);
    const members = memberDns(body);
    const unknown = groups.unknownUsers(members);
    if (unknown.length > 0) throw badInput(`Invalid input: there is no user ${unknown[0]}.`);
    app.store.db.transaction(() => {
      groups.insert({ dn, cn: name, name, description });
      groups.addMembers(dn, members);
    })();
    return reply.code(200).send({ ...groupNode(groups.get(dn)!), members });
  });

  app.put('/groups', { config: { requires: 'admin' } }, async (request) => {
    const group = existing(request.body);
    const body = request.body as Json;
    const name = body.name === undefined ? undefined : groupName(body);
    const description = groupDescription(body);
    const members = memberDns(body);
    const action = text(body, 'membersAction', { max: 16 })?.toLowerCase();
    if (members.length > 0 && action !== 'add' && action !== 'remove')
      throw badInput('Invalid input: membersAction must be add or remove.');
    if (members.length > 0 && group.member_query !== null)
      throw badInput(`Invalid input: ${group.name} is a dynamic group: its query decides who its members are.`);
    const unknown = action === 'add' ? groups.unknownUsers(members) : [];
    if (unknown.length > 0) throw badInput(`Invalid input: there is no user ${unknown[0]}.`);
    app.store.db.transaction(() => {
      groups.update(group.dn, { name, description });
      if (action === 'add') groups.addMembers(group.dn, members);
      if (action === 'remove') groups.removeMembers(group.dn, members);
    })();
    return { ...groupNode(groups.get(group.dn)!), members, ...(action ? { membersAction: action } : {}) };
  });

  app.delete('/groups', { config: { requires: 'admin' } }, async (request) => {
    const group = existing(request.body);
    app.store.db.transaction(() => groups.remove(group.dn))();
    return { dn: group.dn, name: group.name };
  });

  // Not in the contract (tests/unit/contract/not-in-contract.ts): one group by DN, for its page.
  app.post('/groups/group', async (request) => groupNode(existing(request.body)));
}
