import type { IdmCore } from '../core';
import { normalizeLookupParams } from '../domain/lookup';

/** A user the signed-in user may act for (GET access/proxy/for). */
export interface ProxyCandidate {
  dn: string;
  fullName: string;
  image: string | null;
}

export interface ProxyCandidatePage {
  users: ProxyCandidate[];
  /** 1-based start of the next page; 0 or -1 when there is none. */
  nextIndex: number;
  total?: number;
}

export interface ProxyCandidateQuery {
  q?: string | null;
  nextIndex?: number | null;
  size?: number | null;
}

/**
 * GET `access/proxy/for` (client, q, nextIndex, size, sortOrder) → the users the signed-in user may
 * proxy for: `{proxyForUsers: [PersonNode], nextUserIndex, userArraySize}`.
 */
export async function fetchProxyCandidates(
  core: IdmCore,
  query: ProxyCandidateQuery = {},
  signal?: AbortSignal,
): Promise<ProxyCandidatePage> {
  const { q, size, nextIndex } = normalizeLookupParams(query);
  const body = record(
    await core.http.request<unknown>({
      url: core.http.rest('access/proxy/for'),
      query: { client: core.options.clientId, q, nextIndex, size, sortOrder: 'asc' },
      signal,
    }),
  );
  const users = (Array.isArray(body['proxyForUsers']) ? body['proxyForUsers'] : []).map(record).map((user) => ({
    dn: text(user['dn']),
    fullName: text(user['fullName']),
    image: text(user['image']) || null,
  }));
  const next = Number(body['nextUserIndex'] ?? body['nextIndex']);
  const total = Number(body['userArraySize'] ?? body['total']);
  const page: ProxyCandidatePage = {
    users: users.filter((user) => user.dn !== ''),
    nextIndex: Number.isFinite(next) ? next : -1,
  };
  if (Number.isFinite(total)) page.total = total;
  return page;
}

type Json = Record<string, unknown>;

function record(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

// The proxy check lives in its own file: the task list asks it at start without the candidates' reader.
export { fetchProxyPermission, proxyPermissionQuery } from './proxy-permission';
