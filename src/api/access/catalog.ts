import type { IdmCore } from '../../core';
import { normalizeLookupParams } from '../../domain/lookup';
import { asArray, asBoolean, asNumber, asObject, asString, asStrings } from '../lookups/read';
import { proxyUserOf } from './shared';
import type {
  AccessPage,
  CatalogSearchQuery,
  CodeMapPage,
  ItemDetails,
  LandingItem,
  ItemsPage,
  LandingItems,
  RequestableItem,
  RequestFormDataItem,
} from './types';

/** The columns the request-on-behalf permission search asks for (spec section 7). */
export const ROB_PERMISSION_COLUMNS = ['name', 'description', 'categories'] as const;

export function readRequestableItem(value: unknown): RequestableItem {
  const o = asObject(value);
  const dn = asString(o.dn) || asString(o.id);
  return {
    dn,
    name: asString(o.name) || dn,
    description: asString(o.desc ?? o.description),
    entityType: asString(o.entityType).toUpperCase(),
    categories: asStrings(o.categories),
    bulkRequestable: asBoolean(o.bulkRequestable),
    multiAssignable: asBoolean(o.multiAssignable),
    isExpirationRequired: asBoolean(o.isExpirationRequired),
    expiresAfter: asString(o.expiresAfter),
  };
}

/**
 * What may be requested: for oneself GET `access/permissions`; on behalf of others (`targetDns`) POST
 * `access/teams/permissions` with `{targetSetDnList}` (size 10, sortByName false, columns name,
 * description, categories by default). proxyUser goes along in proxy mode.
 */
export async function searchCatalog(
  core: IdmCore,
  query: CatalogSearchQuery = {},
  signal?: AbortSignal,
): Promise<AccessPage<RequestableItem>> {
  const { q, size, nextIndex } = normalizeLookupParams(query);
  const proxyUser = proxyUserOf(core);
  const types = query.types && query.types.length > 0 ? query.types : undefined;
  const onBehalf = query.targetDns && query.targetDns.length > 0;
  const body = asObject(
    await core.http.request<unknown>(
      onBehalf
        ? {
            method: 'POST',
            url: core.http.rest('access/teams/permissions'),
            query: {
              q,
              size,
              nextIndex,
              sortByName: query.sortByName ?? false,
              column: [...ROB_PERMISSION_COLUMNS],
              type: types,
              proxyUser,
            },
            body: { targetSetDnList: query.targetDns, ...(proxyUser ? { proxyUser } : {}) },
            signal,
          }
        : {
            url: core.http.rest('access/permissions'),
            query: { q, size, nextIndex, sortByName: query.sortByName ?? false, type: types, proxyUser },
            signal,
          },
    ),
  );
  return {
    items: asArray(body.permissions).map(readRequestableItem),
    nextIndex: asNumber(body.nextIndex) ?? -1,
    total: asNumber(body.total) ?? 0,
  };
}

/** POST `access/permissions/item` `{id, entityType}`: description, categories, owners, approval, parameters, expiration. */
export async function fetchItemDetails(
  core: IdmCore,
  item: { dn: string; entityType?: string },
  signal?: AbortSignal,
): Promise<ItemDetails> {
  const proxyUser = proxyUserOf(core);
  const o = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/permissions/item'),
      query: { proxyUser },
      body: {
        id: item.dn,
        ...(item.entityType ? { entityType: item.entityType } : {}),
        ...(proxyUser ? { proxyUser } : {}),
      },
      signal,
    }),
  );
  const approval = asObject(o.approval);
  return {
    ...readRequestableItem(o),
    owners: asArray(o.owners).map((v) => {
      const owner = asObject(v);
      return { dn: asString(owner.id ?? owner.dn), name: asString(owner.name), type: asString(owner.type) || 'user' };
    }),
    parameters: asArray(o.permParams).map((v) => {
      const p = asObject(v);
      return {
        key: asString(p.key),
        dataType: asString(p.dataType),
        value: asString(p.value),
        hidden: asBoolean(p.hidden),
        static: asBoolean(p.static),
        displayLabel: asString(p.displayLabel) || asString(p.key),
        codemapKey: asString(p.codemapKey),
      };
    }),
    requestForm: asString(o.requestForm),
    requestFormId: asString(o.requestFormId),
    isNewForm: asBoolean(o.isNewForm),
    dataItems: asArray(o.dataItems).map(readFormDataItem),
    bulkApprovable: asBoolean(o.bulkApprovable),
    isExisted: asBoolean(o.isExisted),
    approval: {
      type: asString(approval.type) || 'none',
      approvers: asArray(approval.approvers).map((v) => {
        const a = asObject(v);
        return { dn: asString(a.id), name: asString(a.name), sequence: asNumber(a.sequence) ?? 0 };
      }),
      quorum: asString(approval.quorum),
      requestDefName: asString(asObject(approval.requestDef).name),
      templateName: asString(approval.templateName),
      revokeType: asString(approval.revokeType) || 'none',
    },
  };
}

/** A DataItem value: an object `{value, label}` (or a plain value). */
function readDataItemValue(value: unknown): { value: string; label: string } {
  if (typeof value !== 'object' || value === null) return { value: asString(value), label: asString(value) };
  const o = asObject(value);
  const raw = asString(o.value ?? o.key ?? o.id);
  return { value: raw, label: asString(o.label ?? o.displayLabel ?? o.displayValue) || raw };
}

function readFormDataItem(value: unknown): RequestFormDataItem {
  const o = asObject(value);
  return {
    name: asString(o.name),
    target: asString(o.target),
    dataType: asString(o.dataType),
    readOnly: asBoolean(o.readOnly),
    multiValued: asBoolean(o.multiValued),
    valueSet: asBoolean(o.valueSet),
    values: asArray(o.values).map(readDataItemValue),
  };
}

/** GET `access/codeMap/{id}/values` (q, size up to 300, nextIndex): the options of a List parameter. */
export async function fetchCodeMapValues(
  core: IdmCore,
  query: { id: string; q?: string; size?: number; nextIndex?: number },
  signal?: AbortSignal,
): Promise<CodeMapPage> {
  const { q, size, nextIndex } = normalizeLookupParams(query);
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest(`access/codeMap/${encodeURIComponent(query.id)}/values`),
      query: { q, size, nextIndex },
      signal,
    }),
  );
  const nextAt = asNumber(body.nextIndex) ?? -1;
  return {
    items: asArray(body.codeMapValues).map((v) => {
      const item = asObject(v);
      const raw = asString(item.value) || asString(item.id);
      return { value: raw, label: asString(item.displayLabel) || raw, description: asString(item.description) };
    }),
    nextIndex: nextAt,
    hasMore: asBoolean(body.hasMore) || nextAt > 0,
  };
}

function readLandingItem(value: unknown): LandingItem {
  const o = asObject(value);
  return {
    itemId: asString(o.itemId),
    name: asString(o.name),
    description: asString(o.desc),
    entityType: asString(o.entityType),
    dn: asString(o.id),
    appUrl: asString(o.idmdashAppUrl) || asString(o.appUrl),
    bulkRequestable: asBoolean(o.bulkRequestable),
    order: asNumber(o.itemOrder) ?? 0,
  };
}

function readItemsByCategory(body: unknown): LandingItems {
  const o = asObject(body);
  return {
    categories: asArray(o.itemCategories)
      .map((v) => {
        const c = asObject(v);
        const items = asArray(c.items).map(readLandingItem);
        return {
          id: asString(c.itemCategoryId),
          name: asString(c.categoryName),
          order: asNumber(c.itemCategoryOrder) ?? 0,
          items,
          total: asNumber(c.totalCount) ?? items.length,
          nextIndex: asNumber(c.nextIndex) ?? 0,
        };
      })
      .sort((a, b) => a.order - b.order),
    uncategorized: asArray(o.uncategorizedItems).map(readLandingItem),
    editable: asBoolean(o.editable),
  };
}

/** The query of one page of featured or landing items (none: every item). */
const pageQuery = (page: ItemsPage | undefined) =>
  page
    ? {
        size: page.size,
        ...(page.q ? { q: page.q } : {}),
        ...(page.categoryId ? { itemCategoryId: page.categoryId, nextIndex: page.nextIndex ?? 1 } : {}),
      }
    : {};

/** GET `access/featuredItems`: the request-access page's featured items by category (a page of each with `page`). */
export async function fetchFeaturedItems(core: IdmCore, signal?: AbortSignal, page?: ItemsPage): Promise<LandingItems> {
  return readItemsByCategory(
    await core.http.request<unknown>({ url: core.http.rest('access/featuredItems'), query: pageQuery(page), signal }),
  );
}

/** GET `access/ulp/landingItems/v2` (clientId, images): landing items (applications and permissions) by category. */
export async function fetchLandingItems(core: IdmCore, signal?: AbortSignal, page?: ItemsPage): Promise<LandingItems> {
  return readItemsByCategory(
    await core.http.request<unknown>({
      url: core.http.rest('access/ulp/landingItems/v2'),
      query: { clientId: core.options.clientId, images: true, ...pageQuery(page) },
      signal,
    }),
  );
}
