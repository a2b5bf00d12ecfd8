import type { FastifyInstance } from 'fastify';
import type { AssignmentListRow } from '../../db/access/assignment-list.js';
import { badInput } from '../../http/fault.js';
import { DN, FLAG, REPEATED, SEARCH_TEXT, repeated, splitList } from '../lookups/schemas.js';
import { ASSIGNMENT_QUERY, type AssignmentQuery } from './schemas.js';

const EPOCH = { type: 'string', pattern: '^[0-9]{1,16}$' } as const;

/** The filters of GET access/assignments/advanced beside the paging of GET access/assignments. */
export const ADVANCED_ASSIGNMENT_QUERY = {
  ...ASSIGNMENT_QUERY,
  name: SEARCH_TEXT,
  description: SEARCH_TEXT,
  onlyDirectAssignments: FLAG,
  roleCategories: REPEATED,
  resourceCategories: REPEATED,
  groupAssigned: DN,
  containerAssigned: DN,
  userAssigned: DN,
  roleRelationship: DN,
  roleInitialRequestDescription: SEARCH_TEXT,
  resourceInitialRequestDescription: SEARCH_TEXT,
  effectiveDate: EPOCH,
  expDate: EPOCH,
  requestDate: EPOCH,
  searchScope: SEARCH_TEXT,
  parameter: SEARCH_TEXT,
} as const;

export interface AdvancedAssignmentQuery extends AssignmentQuery {
  name?: string;
  description?: string;
  onlyDirectAssignments?: 'true' | 'false';
  roleCategories?: string | string[];
  resourceCategories?: string | string[];
  groupAssigned?: string;
  containerAssigned?: string;
  userAssigned?: string;
  roleRelationship?: string;
  roleInitialRequestDescription?: string;
  resourceInitialRequestDescription?: string;
  effectiveDate?: string;
  expDate?: string;
  requestDate?: string;
}

const contains = (value: string | null | undefined, text: string | undefined) =>
  !text?.trim() || (value ?? '').toLowerCase().includes(text.trim().toLowerCase());
const sameDn = (a: string | null | undefined, b: string) => (a ?? '').toLowerCase() === b.trim().toLowerCase();
const isDirect = (row: AssignmentListRow) => !row.group_dn && !row.via_role_dn && !row.container_dn;

/**
 * Which of the caller's assignments GET access/assignments/advanced keeps: every filter given must hold
 * (name and descriptions contain the text; categories: one of those listed; group, container, parent role
 * and user: the cause it comes through; dates: effective from, expiring by, requested from).
 */
export function advancedFilter(
  app: FastifyInstance,
  query: AdvancedAssignmentQuery,
): (row: AssignmentListRow) => boolean {
  const { catalog } = app.store.lookups;
  const wanted = {
    role: new Set(repeated(query.roleCategories).flatMap(splitList)),
    resource: new Set(repeated(query.resourceCategories).flatMap(splitList)),
  };
  for (const kind of ['role', 'resource'] as const) {
    if (!catalog.categoryKeysExist(kind, [...wanted[kind]]))
      throw badInput(`Invalid input: ${kind}Categories names a ${kind} category that does not exist.`);
  }
  const inCategory = (row: AssignmentListRow) => {
    const keys = wanted[row.kind];
    if (keys.size === 0) return wanted.role.size === 0 && wanted.resource.size === 0;
    const held = catalog.categoriesOf(row.kind, [row.item_dn]).get(row.item_dn.toLowerCase()) ?? [];
    return held.some((category) => keys.has(category.key));
  };
  const at = (value: string | undefined) => (value === undefined ? null : Number(value));
  const [effectiveFrom, expiresBy, requestedFrom] = [at(query.effectiveDate), at(query.expDate), at(query.requestDate)];
  const initialDescription = (row: AssignmentListRow) =>
    row.kind === 'role' ? query.roleInitialRequestDescription : query.resourceInitialRequestDescription;
  return (row) =>
    contains(row.name, query.name) &&
    contains(row.description, query.description) &&
    contains(row.reason, initialDescription(row)) &&
    (query.onlyDirectAssignments !== 'true' || isDirect(row)) &&
    inCategory(row) &&
    (!query.groupAssigned || sameDn(row.group_dn, query.groupAssigned)) &&
    (!query.containerAssigned || sameDn(row.container_dn, query.containerAssigned)) &&
    (!query.roleRelationship || sameDn(row.via_role_dn, query.roleRelationship)) &&
    (!query.userAssigned || (isDirect(row) && sameDn(row.recipient_dn, query.userAssigned))) &&
    (effectiveFrom === null || (row.effective_date ?? row.assigned_at) >= effectiveFrom) &&
    (expiresBy === null || (row.expiry_date !== null && row.expiry_date <= expiresBy)) &&
    (requestedFrom === null || (row.requested_at ?? row.assigned_at) >= requestedFrom);
}
