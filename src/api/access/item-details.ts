import type { IdmCore } from '../../core';
import { normalizeLookupParams } from '../../domain/lookup';
import { asArray, asBoolean, asNumber, asObject, asString } from '../lookups/read';
import { readRequestableItem } from './catalog';
import { proxyUserOf } from './shared';
import type { CodeMapPage, ItemDetails, RequestFormDataItem } from './types';

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
