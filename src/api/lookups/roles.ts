import type { IdmCore } from '../../core';
import { contractAnswer, type RoleNode } from '../../domain/contract';
import { asArray, asNumber, asObject, asString } from './read';
import { getCatalogPage, readCatalogItem, type CatalogItem, type CatalogListQuery } from './catalog-page';
import type { LookupPage, NoParams } from './types';

export type RoleLevelValue = 10 | 20 | 30 | number;

export interface RoleLookupQuery extends CatalogListQuery {
  /** Only roles of this level (10 permission, 20 IT, 30 business). */
  roleLevel?: RoleLevelValue;
}

export interface RoleLookupItem extends CatalogItem {
  level: number;
  /** The sub-container the role lives in below its level container, '' when none. */
  subContainer: string;
}

export interface RoleLevel {
  level: number;
  name: string;
  description: string;
  /** The level's container cn: Level10, Level20, Level30. */
  cn: string;
}

export function readRoleLookupItem(value: unknown): RoleLookupItem {
  // `dn`: some servers name the role's DN so instead of `id`.
  const o = contractAnswer<RoleNode & { dn: unknown }>(value);
  return {
    ...readCatalogItem(o),
    level: asNumber(o.level) ?? asNumber(asObject(o.roleLevel).level) ?? 0,
    subContainer: asString(o.subContainer),
  };
}

/** GET `catalog/roles/list` (q, nextIndex, size, sortBy, sortOrder, roleLevel, categoryKeys). */
export async function fetchRoles(
  core: IdmCore,
  params: RoleLookupQuery = {},
  signal?: AbortSignal,
): Promise<LookupPage<RoleLookupItem>> {
  const more = { roleLevel: params.roleLevel };
  return getCatalogPage(core, 'catalog/roles/list', 'roles', readRoleLookupItem, params, more, signal);
}

/** GET `catalog/roles/levels`: `{roleLevels: [{level, name, description, cn}]}` (a bare list is read too). */
export async function fetchRoleLevels(
  core: IdmCore,
  _params: NoParams = {},
  signal?: AbortSignal,
): Promise<RoleLevel[]> {
  const body = await core.http.request<unknown>({ url: core.http.rest('catalog/roles/levels'), signal });
  const list = Array.isArray(body) ? body : asArray(asObject(body).roleLevels ?? asObject(body).levels);
  return list
    .map((value) => {
      const o = asObject(value);
      const level = asNumber(o.level) ?? 0;
      return {
        level,
        name: asString(o.name),
        description: asString(o.description),
        cn: asString(o.cn) || `Level${level}`,
      };
    })
    .sort((a, b) => a.level - b.level);
}
