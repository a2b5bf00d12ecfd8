import type { FastifyRequest } from 'fastify';
import { permissionObject } from '../db/admin/objects.js';
import { cachedStatement } from '../db/search.js';

/** A read under the REST root (`/catalog/roles/role`, with its query), as the caller would send it. */
export interface ObjectRead {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

export type Body = Record<string, unknown>;
type Read = ObjectRead | null;

export const bodyOf = (request: FastifyRequest): Body =>
  typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)
    ? (request.body as Body)
    : {};
export const textIn = (body: Body, field: string): string | null => {
  const value = body[field];
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
};
/** The only entry of `body[list]`, or null when it names none or several. */
export const onlyEntry = (body: Body, list: string): Body | null => {
  const entries = body[list];
  if (!Array.isArray(entries) || entries.length !== 1) return null;
  const [entry] = entries as unknown[];
  return typeof entry === 'object' && entry !== null ? (entry as Body) : null;
};
export const onlyId = (body: Body, list: string, field: string): string | null => {
  const entry = onlyEntry(body, list);
  return entry ? textIn(entry, field) : null;
};
const query = (params: Record<string, string>): string => new URLSearchParams(params).toString();

/** The object's GET read at the request's own path and query (settings pages, sections, files). */
export const getSame = (request: FastifyRequest): ObjectRead => {
  const at = request.url.indexOf('/rest/');
  return { method: 'GET', url: at >= 0 ? request.url.slice(at + '/rest'.length) : request.url };
};
export const get = (url: string) => (): ObjectRead => ({ method: 'GET', url });

/** The client a client-settings call names (`?client=`, the default client 1 without). */
export const clientOf = (request: FastifyRequest): string => {
  const client = (request.query as { client?: unknown } | undefined)?.client;
  return typeof client === 'string' && client !== '' ? client : '1';
};

export const roleRead = (id: string | null): Read =>
  id ? { method: 'POST', url: '/catalog/roles/role', body: { roles: [{ id }] } } : null;
export const resourceRead = (id: string | null): Read =>
  id ? { method: 'POST', url: '/catalog/resources/resource', body: { resources: [{ id }] } } : null;
export const sodRead = (id: string | null): Read =>
  id ? { method: 'POST', url: '/catalog/sods/sod', body: { sods: [{ id }] } } : null;
export const groupRead = (dn: string | null): Read =>
  dn ? { method: 'POST', url: '/access/groups/group', body: { dn } } : null;
export const teamRead = (dn: string | null): Read =>
  dn ? { method: 'POST', url: '/access/teams/team', body: { dn } } : null;
export const userRead = (dn: string | null): Read =>
  dn ? { method: 'GET', url: `/access/users/details?${query({ userDn: dn })}` } : null;
const digits = (id: string | null): string | null => (id && /^\d{1,12}$/.test(id) ? id : null);
export const delegationRead = (id: string | null): Read =>
  digits(id) ? { method: 'POST', url: `/access/delegation/list?assignmentId=${id}`, body: {} } : null;
export const proxyRead = (id: string | null): Read =>
  digits(id) ? { method: 'GET', url: `/access/proxy/all?dn=${id}` } : null;

/** A user's availability windows (one list: the availability page edits them together). */
export const availabilityRead = (request: FastifyRequest, id: string | null): Read => {
  if (!digits(id)) return null;
  const row = cachedStatement(request.server.store.db, 'SELECT user_dn FROM availability WHERE rowid = ?').get(
    Number(id),
  ) as { user_dn: string } | undefined;
  return row ? { method: 'POST', url: '/access/availability/list', body: { dn: row.user_dn } } : null;
};

/** One permission of a delegated administrator: its domain is its object's. */
export const adminPermissionRead = (request: FastifyRequest): Read => {
  const body = bodyOf(request);
  const assigneeDn = textIn(body, 'assignedToDN');
  const entry = onlyEntry(body, 'permissions');
  const objectDn = entry && (textIn(entry, 'dn') ?? textIn(entry, 'id'));
  const object = objectDn ? permissionObject(request.server.store.db, objectDn) : undefined;
  if (!assigneeDn || !objectDn || !object) return null;
  return {
    method: 'GET',
    url: `/admin/permission/assignment?${query({ assigneeDn, domain: object.domain, objectDn })}`,
  };
};

/** One permission of a team. */
export const teamPermissionRead = (request: FastifyRequest): Read => {
  const body = bodyOf(request);
  const teamDn = textIn(body, 'teamDN');
  const objectDn = onlyId(body, 'permissions', 'dn');
  return teamDn && objectDn
    ? { method: 'POST', url: `/access/teams/team/permissions?${query({ objectDn })}`, body: { dn: teamDn } }
    : null;
};

/** One custom entity item, read by its definition's key and its dn. */
export const entityRead = (request: FastifyRequest, dn: string | null): Read => {
  if (!dn) return null;
  const row = cachedStatement(request.server.store.db, 'SELECT entity_key FROM entity_items WHERE dn = ?').get(dn) as
    { entity_key: string } | undefined;
  return row
    ? { method: 'GET', url: `/access/entities/list?${query({ entityKey: row.entity_key, entityDN: dn })}` }
    : null;
};

/** One logger (found by its package name); the audit configuration is the same read without loggers. */
export const loggerRead = (request: FastifyRequest): Read => {
  const body = bodyOf(request);
  if (body.changeAllLogs === true) return null;
  const pkg = onlyEntry(body, 'logConfigurations')?.packageConfigured;
  const name = typeof pkg === 'object' && pkg !== null ? textIn(pkg as Body, 'packageName') : null;
  return name ? { method: 'GET', url: `/admin/logging/list?${query({ fetchAuditConfigs: 'false', q: name })}` } : null;
};

/** The client section a restore resets, by its path or its section key. */
const SECTION_OF: Readonly<Record<string, string>> = {
  access: 'access',
  branding: 'branding',
  custom: 'custom',
  customization: 'custom',
  dashboard: 'dashboard',
  dashboardAccess: 'dashboard',
  helpdesk: 'helpdesk',
};
export const restoredSectionRead = (request: FastifyRequest): Read => {
  const key = (request.params as { key?: string }).key ?? '';
  const path = Object.hasOwn(SECTION_OF, key) ? SECTION_OF[key] : undefined;
  const client = (request.query as { client?: string }).client ?? '1';
  return path ? { method: 'GET', url: `/access/config/${path}?${query({ client })}` } : null;
};
