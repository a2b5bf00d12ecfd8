import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { contractAnswer, type ContractSchema } from '../../domain/contract';
import { normalizeLookupParams } from '../../domain/lookup';
import { asArray, asNumber, asObject, asString, page, readNextIndex } from '../lookups/read';
import type { LookupPage, LookupQuery } from '../lookups/types';
import type { NamedRef } from './period';
import { whoActsKeys } from './keys';
import { useWhoActsMutation } from './mutation';

type ProxyDefNode = ContractSchema<'ProxyDefNode'>;

/** Who may act as whom until when (`end` null: no end). */
export interface ProxyAssignment {
  id: string;
  proxy: NamedRef;
  proxyFor: NamedRef[];
  end: number | null;
}

export interface ProxyAssignmentInput {
  id?: string;
  proxyDn: string;
  proxyForDns: readonly string[];
  end: number | null;
}

export type ProxySortBy = 'expiration' | 'proxy' | 'for';

export interface ProxyAssignmentQuery extends LookupQuery {
  sortBy: ProxySortBy;
}

export function readProxyAssignment(value: unknown): ProxyAssignment {
  const o = contractAnswer<ProxyDefNode>(value);
  const proxyDn = asString(o.assignedUserDN);
  const expiry = asString(o.expirytime);
  const end = /^\d+$/.test(expiry) ? Number(expiry) : expiry === '' ? null : Date.parse(expiry) || null;
  return {
    id: asString(o.dn),
    proxy: { dn: proxyDn, name: asString(o.assignedUserName) || proxyDn },
    proxyFor: asArray(o.proxyForUsers).map((u) => {
      const user = asObject(u);
      const dn = asString(user.dn);
      return { dn, name: asString(user.username) || dn };
    }),
    end,
  };
}

/** GET access/proxy/all (sortBy, sortOrder; q, nextIndex, size): one page of proxy assignments. */
export async function fetchProxyAssignments(
  core: IdmCore,
  query: ProxyAssignmentQuery,
  signal?: AbortSignal,
): Promise<LookupPage<ProxyAssignment>> {
  const { q, size, nextIndex } = normalizeLookupParams(query);
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/proxy/all'),
      query: { q, size, nextIndex, sortBy: query.sortBy, sortOrder: query.sortOrder ?? 'asc' },
      signal,
    }),
  );
  return page(asArray(body.proxyDefinitions).map(readProxyAssignment), readNextIndex(body), asNumber(body.total));
}

export const proxyAssignmentQueries = {
  list: (core: IdmCore, query: ProxyAssignmentQuery) =>
    queryOptions({
      queryKey: whoActsKeys.of('proxyAssignments', query),
      queryFn: ({ signal }) => fetchProxyAssignments(core, query, signal),
      placeholderData: keepPreviousData,
    }),
};

/** POST access/proxy/create (ProxyDefNode) or access/proxy/edit (with its dn). */
export async function saveProxyAssignment(core: IdmCore, input: ProxyAssignmentInput): Promise<void> {
  await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest(input.id ? 'access/proxy/edit' : 'access/proxy/create'),
    body: {
      ...(input.id ? { dn: input.id } : {}),
      assignedUserDN: input.proxyDn,
      proxyForUsers: input.proxyForDns.map((dn) => ({ dn })),
      expirytime: input.end === null ? '' : String(input.end),
    },
  });
}

/** POST access/proxy/delete `{proxyDefinitions: [{dn}]}`. */
export async function deleteProxyAssignments(core: IdmCore, ids: readonly string[]): Promise<void> {
  await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest('access/proxy/delete'),
    body: { proxyDefinitions: ids.map((dn) => ({ dn })) },
  });
}

const changed = [whoActsKeys.kind('proxyAssignments')];

export const useSaveProxyAssignment = () =>
  useWhoActsMutation<ProxyAssignmentInput, void>({
    run: saveProxyAssignment,
    invalidate: changed,
    quietFault: true,
    message: (core, _r, input) => core.i18n.t(input.id ? 'proxyAssignments.saved' : 'proxyAssignments.created'),
  });

export const useDeleteProxyAssignments = () =>
  useWhoActsMutation<readonly string[], void>({
    run: deleteProxyAssignments,
    invalidate: changed,
    message: (core, _r, ids) => core.i18n.t('proxyAssignments.deleted', { number: ids.length }),
  });
