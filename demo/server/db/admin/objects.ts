import type { Database } from 'better-sqlite3';
import type { PermissionDomain, PermissionObjectType } from '../../../../src/domain/admin-assignments.js';
import { cachedStatement } from '../search.js';

/** What a permission can name: a role, resource or request definition, or a container of them. */
export interface PermissionObject {
  dn: string;
  name: string;
  type: PermissionObjectType;
  domain: PermissionDomain;
}

const CONTAINER_DOMAINS: Readonly<Record<string, PermissionDomain>> = {
  role: 'ROLES',
  resource: 'RESOURCES',
  prd: 'PROVISIONING',
};

/** The object or container a DN names in the catalog, or undefined. */
export function permissionObject(db: Database, dn: string): PermissionObject | undefined {
  const get = (sql: string) =>
    cachedStatement(db, sql).get(dn) as { dn: string; name: string; type?: string } | undefined;
  const container = get('SELECT dn, name, type FROM catalog_containers WHERE dn = ?');
  const domain = container?.type ? CONTAINER_DOMAINS[container.type] : undefined;
  if (container && domain) return { dn: container.dn, name: container.name, type: 'CONTAINER', domain };
  const role = get('SELECT dn, name FROM roles WHERE dn = ?');
  if (role) return { dn: role.dn, name: role.name, type: 'ROLE', domain: 'ROLES' };
  const resource = get('SELECT dn, name FROM resources WHERE dn = ?');
  if (resource) return { dn: resource.dn, name: resource.name, type: 'RESOURCE', domain: 'RESOURCES' };
  const prd = get('SELECT dn, name FROM prds WHERE dn = ?');
  if (prd) return { dn: prd.dn, name: prd.name, type: 'PRD', domain: 'PROVISIONING' };
  return undefined;
}

/** The root containers of a domain's catalog tree (admin/permission/rootContainer). */
export function rootContainers(db: Database, domain: PermissionDomain): { dn: string; name: string }[] {
  const type = Object.keys(CONTAINER_DOMAINS).find((t) => CONTAINER_DOMAINS[t] === domain);
  return cachedStatement(
    db,
    'SELECT dn, name FROM catalog_containers WHERE type = ? AND parent_dn IS NULL ORDER BY name COLLATE NOCASE',
  ).all(type) as { dn: string; name: string }[];
}
