import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ADMIN_DOMAINS,
  ADMIN_DOMAIN_NAMES,
  ADMIN_TYPE_NAMES,
  ASSIGNEE_TYPE_NAMES,
  adminTypeRefusal,
  isAdminDomain,
  isAdminType,
  isAssigneeType,
  type AdminDomainKey,
  type AdminTypeKey,
  type AssigneeType,
} from '../../../../src/domain/admin-assignments.js';
import { assigningRights } from '../../auth/administer.js';
import { selfEditableGroupRefusal } from '../../auth/self-editable-groups.js';
import { adminRecords, type AdminAssignmentRow } from '../../db/admin/assignments.js';
import { pageRequest } from '../../db/search.js';
import { principalOf } from '../../http/auth.js';
import { HttpFault, badInput, forbidden, notFound } from '../../http/fault.js';
import { flag, isObject, list, text, type Json } from '../../roles/input.js';
import { PAGING, SEARCH_TEXT, querySchema, splitList, type PagingQuery } from '../lookups/schemas.js';

/** The columns of the assignment list, in order (GET …/assignments/columns). */
export const ASSIGNMENT_COLUMNS = [
  ['assignee', 'Assignee'],
  ['assignmentType', 'Assignment Type'],
  ['domain', 'Domain'],
  ['adminType', 'Admin Type'],
  ['comment', 'Comment'],
  ['effectiveDate', 'Effective Date'],
  ['expirationDate', 'Expiration Date'],
] as const;
const SORT_COLUMNS = new Set<string>(ASSIGNMENT_COLUMNS.map(([key]) => key));

interface AssignmentQuery extends PagingQuery {
  filterSearch?: string;
  sortColumn?: string;
}

/** An assignment as the contract's AdminAssignmentNode. */
export function assignmentNode(row: AdminAssignmentRow, now: number) {
  const status =
    row.expiration_date !== null && row.expiration_date <= now
      ? 'Expired'
      : row.effective_date !== null && row.effective_date > now
        ? 'Pending'
        : 'Active';
  return {
    assignee: row.assignee_name,
    assigneeDn: row.assignee_dn,
    assignmentType: ASSIGNEE_TYPE_NAMES[row.assignee_type],
    assignmentTypeKey: row.assignee_type,
    adminType: ADMIN_TYPE_NAMES[row.admin_type],
    adminTypeKey: row.admin_type,
    comment: row.comment,
    domain: row.domain,
    domainType: ADMIN_DOMAIN_NAMES[row.domain],
    ...(row.effective_date === null ? {} : { effectiveDate: row.effective_date }),
    ...(row.expiration_date === null ? {} : { expirationDate: row.expiration_date }),
    status,
  };
}

/** A domain key, or its English name in any case ("Roles"), else 400. */
export function domainOf(value: string | undefined, field: string): AdminDomainKey {
  const key = (value ?? '').trim().toUpperCase();
  if (isAdminDomain(key)) return key;
  const byName = ADMIN_DOMAINS.find((d) => ADMIN_DOMAIN_NAMES[d].toUpperCase() === key);
  if (byName) return byName;
  throw badInput(`Invalid input: ${field} must be one of ${ADMIN_DOMAINS.join(', ')}.`);
}

/** filterSearch: ALL, or a comma list of domains, admin types and assignee types (each kind OR'ed, kinds AND'ed). */
function filterOf(value: string | undefined) {
  const tokens = splitList(value).map((t) => t.toUpperCase());
  const domains: AdminDomainKey[] = [];
  const adminTypes: AdminTypeKey[] = [];
  const assigneeTypes: AssigneeType[] = [];
  for (const token of tokens) {
    if (token === 'ALL') continue;
    if (isAdminDomain(token)) domains.push(token);
    else if (isAdminType(token)) adminTypes.push(token);
    else if (isAssigneeType(token)) assigneeTypes.push(token);
    else
      throw badInput(
        `Invalid input: filterSearch "${token}" is not ALL, a domain, ADMIN, MANAGER, USER, GROUP or CONTAINER.`,
      );
  }
  return { domains, adminTypes, assigneeTypes };
}

const date = (body: Json, field: string): number | null => {
  const value = body[field];
  if (value === undefined || value === null || value === '' || value === 0) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    throw badInput(`Invalid input: ${field} must be a time in milliseconds.`);
  return Math.round(value);
};

/** GET, DELETE admin/administrator/assignments, …/create, …/columns, …/domains, …/adminDomains. */
export async function adminAssignmentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.store;
  const records = adminRecords(db);
  const rightsOf = (request: FastifyRequest) => {
    const rights = assigningRights(db, principalOf(request).user, app.sandbox.now());
    if (!rights.any) throw forbidden('Only administrators may see administrator assignments.');
    return rights;
  };

  app.get<{ Querystring: AssignmentQuery }>(
    '/administrator/assignments',
    {
      schema: {
        querystring: querySchema({
          ...PAGING,
          filterSearch: SEARCH_TEXT,
          sortColumn: { type: 'string', maxLength: 64 },
        }),
      },
    },
    async (request) => {
      const rights = rightsOf(request);
      const sortColumn = request.query.sortColumn ?? 'assignee';
      if (!SORT_COLUMNS.has(sortColumn))
        throw badInput(`Invalid input: sortColumn must be one of ${[...SORT_COLUMNS].join(', ')}.`);
      const result = records.list(
        { ...filterOf(request.query.filterSearch), visibleDomains: rights.visibleDomains },
        sortColumn,
        pageRequest(request.query),
      );
      const now = app.sandbox.now();
      return {
        adminAssignments: result.rows.map((row) => assignmentNode(row, now)),
        nextIndex: result.nextIndex,
        totalSize: result.total,
        total: result.total,
      };
    },
  );

  app.get('/administrator/assignments/columns', async (request) => {
    rightsOf(request);
    return { domains: ASSIGNMENT_COLUMNS.map(([key, value]) => ({ key, value })) };
  });
  app.get('/administrator/assignments/domains', async (request) => {
    rightsOf(request);
    return { domains: ADMIN_DOMAINS.map((key) => ({ key, value: ADMIN_DOMAIN_NAMES[key] })) };
  });
  /** The domains the caller may assign administrators of. */
  app.get('/administrator/assignments/adminDomains', async (request) => {
    const rights = rightsOf(request);
    const mine = rights.visibleDomains ?? ADMIN_DOMAINS;
    return { domains: mine.map((key) => ({ key, value: ADMIN_DOMAIN_NAMES[key] })) };
  });

  app.post('/administrator/assignments/create', async (request, reply) => {
    const rights = rightsOf(request);
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be an AdminAssignmentNode.');
    const body = request.body;
    const assigneeDn = text(body, 'assigneeDn');
    if (!assigneeDn) throw badInput('Invalid input: assigneeDn is required.');
    const domain = domainOf(text(body, 'domain'), 'domain');
    const typeText = (text(body, 'adminTypeKey') ?? text(body, 'adminType') ?? 'ADMIN').toUpperCase();
    const adminType = isAdminType(typeText)
      ? typeText
      : (['ADMIN', 'MANAGER'] as const).find((t) => ADMIN_TYPE_NAMES[t].toUpperCase() === typeText);
    if (!adminType) throw badInput('Invalid input: adminTypeKey must be ADMIN or MANAGER.');
    const refusal = adminTypeRefusal(domain, adminType);
    if (refusal) throw badInput(refusal);
    const askedType = (text(body, 'assignmentTypeKey') ?? '').toUpperCase();
    if (askedType !== '' && !isAssigneeType(askedType))
      throw badInput('Invalid input: assignmentTypeKey must be USER, GROUP or CONTAINER.');
    const candidates: AssigneeType[] = isAssigneeType(askedType) ? [askedType] : ['USER', 'GROUP', 'CONTAINER'];
    const found = candidates
      .map((type) => ({ type, name: records.assigneeName(assigneeDn, type) }))
      .find((c) => c.name !== undefined);
    if (!found?.name) throw badInput(`Invalid input: assigneeDn ${assigneeDn} is no user, group or container.`);
    const selfMade = found.type === 'GROUP' ? selfEditableGroupRefusal(db, assigneeDn) : undefined;
    if (selfMade) throw badInput(selfMade);
    const comment = text(body, 'comment', { max: 256 }) ?? '';
    const effective = date(body, 'effectiveDate');
    const expiration = date(body, 'expirationDate');
    if (expiration !== null && expiration <= (effective ?? app.sandbox.now()))
      throw badInput('Invalid input: expirationDate must be after the effective date (and in the future).');
    if (!rights.mayAssign(domain, adminType))
      throw forbidden(
        `You may not make ${ADMIN_TYPE_NAMES[adminType].toLowerCase()}s of ${ADMIN_DOMAIN_NAMES[domain]}.`,
      );
    if (records.find(assigneeDn, domain))
      throw new HttpFault(
        400,
        'EXISTING_ENTITY',
        `${found.name} is already an administrator of ${ADMIN_DOMAIN_NAMES[domain]}: remove that assignment first.`,
      );
    records.create({
      assignee_dn: assigneeDn,
      assignee_type: found.type,
      assignee_name: found.name,
      domain,
      admin_type: adminType,
      comment,
      effective_date: effective,
      expiration_date: expiration,
      created_at: app.sandbox.now(),
    });
    return reply.code(200).send({ domains: [{ key: domain, value: ADMIN_DOMAIN_NAMES[domain] }] });
  });

  app.delete('/administrator/assignments', async (request) => {
    const rights = rightsOf(request);
    const entries = isObject(request.body) ? list(request.body, 'revokeAssignments') : undefined;
    if (!entries || entries.length === 0)
      throw badInput('Invalid input: revokeAssignments must list the assignments to remove.');
    const asked = entries.map((entry, index) => {
      const identity = text(entry, 'identity');
      if (!identity) throw badInput(`Invalid input: revokeAssignments[${index}].identity is required.`);
      const domain = domainOf(text(entry, 'assignmentDomain'), `revokeAssignments[${index}].assignmentDomain`);
      return { identity, domain, all: flag(entry, 'isAllPermissions') ?? true };
    });
    // Asked by domain before anything is looked up: the same 403 whether the assignment exists or not.
    for (const { domain } of asked)
      if (!rights.mayGrantIn(domain))
        throw forbidden(`You may not remove administrators of ${ADMIN_DOMAIN_NAMES[domain]}.`);
    const rows = asked.map((a) => ({ ...a, row: records.find(a.identity, a.domain) }));
    for (const { row } of rows)
      if (row && !rights.mayAssign(row.domain, row.admin_type))
        throw forbidden(`You may not remove administrators of ${ADMIN_DOMAIN_NAMES[row.domain]}.`);
    const removed = db.transaction(() =>
      rows.filter(({ row, all }) => row && records.remove(row.assignee_dn, row.domain, all)),
    )();
    if (removed.length === 0) throw notFound('There is no such administrator assignment.');
    return {
      revokeAssignments: removed.map((r) => ({
        assignmentDomain: r.domain,
        identity: r.row?.assignee_dn ?? r.identity,
        isAllPermissions: r.all,
      })),
      arraySize: removed.length,
    };
  });
}
