import type { IdmCore } from '../../core';
import { contractAnswer, type ContainerNode } from '../../domain/contract';
import { asArray, asNumber, asObject, asString } from './read';

/** The catalog's trees, and `user`: the directory's containers (a sandbox addition, GET access/containers/user). */
export type ContainerType = 'role' | 'resource' | 'prd' | 'user';

/** The contract's container node; `level` is set on the role level containers (10, 20, 30). */
export interface ContainerItem {
  dn: string;
  name: string;
  level: number | null;
  type: string;
  searchScope: string;
}

export function readContainer(value: unknown): ContainerItem {
  const o = contractAnswer<ContainerNode>(value);
  const dn = asString(o.dn);
  const level = asNumber(o.level);
  return {
    dn,
    name: asString(o.name) || dn,
    level: level === undefined || level <= 0 ? null : level,
    type: asString(o.type),
    searchScope: asString(o.searchScope),
  };
}

/** GET `access/containers/role` (or `resource`, `prd`, `user`): the root container of a tree. */
export async function fetchRootContainer(
  core: IdmCore,
  type: ContainerType,
  signal?: AbortSignal,
): Promise<ContainerItem> {
  const body = await core.http.request<unknown>({ url: core.http.rest(`access/containers/${type}`), signal });
  return readContainer(body);
}

/**
 * POST `access/containers/container` with the container node: its sub-containers, sorted by DN (the
 * container tree fetches them on first expansion).
 */
export async function fetchSubContainers(
  core: IdmCore,
  container: ContainerItem,
  signal?: AbortSignal,
): Promise<ContainerItem[]> {
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/containers/container'),
      body: {
        dn: container.dn,
        name: container.name,
        ...(container.level === null ? {} : { level: container.level }),
        type: container.type,
        searchScope: container.searchScope,
      },
      signal,
    }),
  );
  return asArray(body.subContainers).map(readContainer);
}
