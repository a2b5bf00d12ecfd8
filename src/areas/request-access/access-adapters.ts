import {
  fetchCodeMapValues,
  fetchFeaturedItems,
  fetchItemDetails,
  fetchRobAccess,
  fetchRobUsers,
  invalidateAccess,
  searchCatalog,
  serverFormUrl,
  submitRequest,
  type ItemDetails as ApiItemDetails,
  type LandingItem,
  type LandingItems,
  type RequestableItem,
  type SubmitInput,
  type SubmitResult,
} from '../../api/access';
import { fetchCategories, fetchGroups, fetchResources, fetchRoles, fetchTeams, fetchUserQuickInfo } from '../../api/lookups';
import type { IdmCore } from '../../core';
import { commonName } from '../../domain/format';
import { errorMessage } from '../../core/errors';
import { parseStructuredFeedback, type FeedbackItem } from '../../domain/feedback';
import type { AccessPort, CatalogPage, CatalogQuery, LandingData, SubmitAnswer, SubmitRequest } from './access-port';
import { parseExpiresAfter } from './expiration';
import { NO_ON_BEHALF, type CatalogItem, type FormField, type FormFieldOption, type ItemCategory, type ItemDetails, type ItemKind, type LandingEntry, type OnBehalfRules } from './model';
import { fieldTypeOf } from './request-form';
import { createSodCheck } from './sod-check';

/*
 * Adapters between `src/api/access` (and `src/api/lookups`) and the area's own shapes. Each mapping is
 * a small named function so that a change in the data layer touches one place.
 */

const KIND_OF_ENTITY: Record<string, ItemKind> = { ROLE: 'role', RESOURCE: 'resource', PRD: 'prd' };
const ENTITY_OF_KIND: Record<ItemKind, 'ROLE' | 'RESOURCE' | 'PRD'> = { role: 'ROLE', resource: 'RESOURCE', prd: 'PRD' };

/** 'ROLE' / 'role' → 'role'; unknown → null. */
export function kindOfEntity(entityType: string): ItemKind | null {
  return KIND_OF_ENTITY[entityType.toUpperCase()] ?? null;
}

/** Category names (all the permission index gives) as category references. */
const namedCategories = (names: readonly string[]): ItemCategory[] => names.map((name) => ({ key: name, name }));

/** A permission-index item as a catalog item; null for kinds the area does not request. */
export function catalogItemOf(item: RequestableItem): CatalogItem | null {
  const kind = kindOfEntity(item.entityType);
  if (!kind) return null;
  return {
    id: item.dn,
    kind,
    name: item.name,
    description: item.description,
    categories: namedCategories(item.categories),
    bulkRequestable: item.bulkRequestable,
  };
}

/** A featured or landing item: a requestable item, or an application link. */
export function landingEntryOf(item: LandingItem): LandingEntry | null {
  if (item.entityType.toLowerCase() === 'application') {
    return item.appUrl ? { kind: 'application', id: item.itemId, name: item.name, description: item.description, url: item.appUrl } : null;
  }
  const kind = kindOfEntity(item.entityType);
  if (!kind || !item.dn) return null;
  return { id: item.dn, kind, name: item.name, description: item.description, categories: [], bulkRequestable: item.bulkRequestable };
}

export function landingDataOf(items: LandingItems): LandingData {
  const entries = (list: readonly LandingItem[]) => list.map(landingEntryOf).filter((e): e is LandingEntry => e !== null);
  return {
    categories: items.categories.map((category) => ({
      key: category.id || category.name,
      name: category.name,
      items: entries(category.items).map((entry) =>
        entry.kind === 'application' ? entry : { ...entry, categories: [{ key: category.id || category.name, name: category.name }] },
      ),
    })),
    uncategorized: entries(items.uncategorized),
  };
}

/** A List's options by code map (GET access/codeMap/{id}/values), for the parameters that have one. */
export type CodeMapOptions = ReadonlyMap<string, FormFieldOption[]>;

/**
 * A resource parameter as a request-form field: hidden and static ones are not asked for; the others
 * must be given (Integer → number, Boolean → check box, List → list, String → text). A List is a list
 * of its code map's options; without options to choose from it is typed in.
 */
export function formFieldOf(parameter: ApiItemDetails['parameters'][number], codeMaps: CodeMapOptions = new Map()): FormField | null {
  if (parameter.hidden || parameter.static) return null;
  const type = fieldTypeOf(parameter.dataType);
  const options = type === 'list' ? (codeMaps.get(parameter.codemapKey) ?? []) : [];
  return {
    key: parameter.key,
    label: parameter.displayLabel || parameter.key,
    type: type === 'list' && options.length === 0 ? 'text' : type,
    required: type !== 'boolean',
    ...(parameter.value ? { defaultValue: parameter.value } : {}),
    ...(options.length > 0 ? { options } : {}),
  };
}

/**
 * A request definition's data item as a form field: labelled by its target, required when a value must
 * be set (a check box never is), a List with its values as options, other types starting with their
 * first value.
 */
export function dataItemFieldOf(item: ApiItemDetails['dataItems'][number]): FormField | null {
  if (!item.name) return null;
  const type = fieldTypeOf(item.dataType);
  const options = type === 'list' ? item.values.filter((v) => v.value !== '') : [];
  const initial = type === 'list' ? undefined : item.values[0]?.value;
  return {
    key: item.name,
    label: item.target || item.name,
    type: type === 'list' && options.length === 0 ? 'text' : type,
    required: item.valueSet && !item.readOnly && type !== 'boolean',
    ...(item.readOnly ? { readOnly: true } : {}),
    ...(initial ? { defaultValue: initial } : {}),
    ...(options.length > 0 ? { options } : {}),
  };
}

/** A request definition whose form only the server renders (an older form: named, not isNewForm). */
export const needsServerForm = (details: ApiItemDetails): boolean =>
  details.entityType === 'PRD' && details.requestForm !== '' && !details.isNewForm;

/**
 * The api's derived approval back into the fields src/domain/approval.ts derives from: not required for
 * none, non-standard for custom, a quorum for quorum; parallel is standard without a quorum (all approve).
 */
export function approvalFieldsOf(approval: ApiItemDetails['approval']): ItemDetails['approval'] {
  const type = approval.type.toLowerCase();
  return {
    required: type !== 'none' && type !== '',
    standard: type !== 'custom',
    quorum: type === 'quorum' ? approval.quorum : null,
    approvers: approval.approvers.map((a) => ({ id: a.dn, name: a.name, sequence: a.sequence })),
    requestDef: null,
    requestDefName: approval.requestDefName,
    parallel: type === 'parallel',
  };
}

/** A request definition's custom approval without a named process is the definition's own workflow. */
function withOwnProcess(approval: ItemDetails['approval'], item: CatalogItem): ItemDetails['approval'] {
  return item.kind === 'prd' && approval.standard === false && !approval.requestDefName ? { ...approval, requestDefName: item.name } : approval;
}

export function itemDetailsOf(details: ApiItemDetails, fallback: CatalogItem, codeMaps: CodeMapOptions = new Map()): ItemDetails {
  const base = catalogItemOf(details) ?? fallback;
  const serverForm = needsServerForm(details);
  const fields = [
    ...details.parameters.map((p) => formFieldOf(p, codeMaps)),
    ...(serverForm ? [] : details.dataItems.map(dataItemFieldOf)),
  ];
  return {
    ...base,
    categories: base.categories.length > 0 ? base.categories : fallback.categories,
    owners: details.owners.map((o) => ({ dn: o.dn, name: o.name || commonName(o.dn), type: o.type })),
    approval: withOwnProcess(approvalFieldsOf(details.approval), base),
    parameters: fields.filter((f): f is FormField => f !== null),
    allowsDates: base.kind !== 'prd',
    expiration: { required: details.isExpirationRequired, maxDuration: parseExpiresAfter(details.expiresAfter) },
    needsServerForm: serverForm,
  };
}

/** Options fetched for a List in one call at most; a longer code map is typed in. */
export const CODE_MAP_OPTIONS_LIMIT = 300;

/**
 * The options of the List parameters the form asks for, one GET access/codeMap/{id}/values each. A code
 * map that cannot be read, or is longer than one call, gives no options (the value is typed in).
 */
async function loadCodeMaps(core: IdmCore, details: ApiItemDetails, signal?: AbortSignal): Promise<CodeMapOptions> {
  const keys = new Set(
    details.parameters.filter((p) => !p.hidden && !p.static && p.codemapKey && fieldTypeOf(p.dataType) === 'list').map((p) => p.codemapKey),
  );
  const entries = await Promise.all(
    [...keys].map(async (id): Promise<[string, FormFieldOption[]]> => {
      const page = await fetchCodeMapValues(core, { id, size: CODE_MAP_OPTIONS_LIMIT }, signal).catch(() => null);
      if (!page || page.hasMore) return [id, []];
      return [id, page.items.map((v) => ({ value: v.value, label: v.label }))];
    }),
  );
  return new Map(entries);
}

/**
 * Categories of roles and resources together; a category known to both lists once. `kinds` says where
 * it exists, so that filtering by it asks only the lists that know it.
 */
async function loadCategories(core: IdmCore, signal?: AbortSignal): Promise<ItemCategory[]> {
  const [roles, resources] = await Promise.all([
    fetchCategories(core, { kind: 'role', size: 300 }, signal).catch(() => ({ items: [] })),
    fetchCategories(core, { kind: 'resource', size: 300 }, signal).catch(() => ({ items: [] })),
  ]);
  const byKey = new Map<string, ItemCategory>();
  for (const [kind, list] of [['role', roles.items], ['resource', resources.items]] as const) {
    for (const c of list) {
      const known = byKey.get(c.key);
      if (known) known.kinds = [...(known.kinds ?? []), kind];
      else byKey.set(c.key, { key: c.key, name: c.name, kinds: [kind] });
    }
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A category-filtered search: the permission index has no category filter, so roles and resources are
 * asked through their catalog lists (categoryKeys) — only the kinds the category exists for — and
 * merged by name; a page holds up to `size` of each. On behalf of others the target set's permissions
 * are searched and filtered by the category's name (a page may then come up short).
 */
async function searchByCategory(
  core: IdmCore,
  query: CatalogQuery,
  category: ItemCategory | undefined,
  signal?: AbortSignal,
): Promise<CatalogPage> {
  const name = category?.name ?? query.categoryKey;
  if (query.targetDns && query.targetDns.length > 0) {
    const page = await searchCatalog(
      core,
      { q: query.q, size: query.size, nextIndex: query.nextIndex, types: query.kinds.map((k) => ENTITY_OF_KIND[k]), targetDns: query.targetDns },
      signal,
    );
    const items = page.items.map(catalogItemOf).filter((i): i is CatalogItem => i !== null && i.categories.some((c) => c.name === name));
    return { items, nextIndex: page.nextIndex };
  }
  const kinds = query.kinds.filter((k): k is 'role' | 'resource' => (k === 'role' || k === 'resource') && (category?.kinds ?? [k]).includes(k));
  const paging = { q: query.q, size: query.size, nextIndex: query.nextIndex, categoryKeys: [query.categoryKey] };
  const pages = await Promise.all(
    kinds.map(async (kind) => {
      if (kind === 'role') {
        const page = await fetchRoles(core, paging, signal);
        return {
          nextIndex: page.nextIndex,
          total: page.total,
          items: page.items
            .filter((r) => r.status === 50)
            .map((r): CatalogItem => ({ id: r.dn, kind: 'role', name: r.name, description: r.description, categories: r.categories, bulkRequestable: true, level: r.level })),
        };
      }
      const page = await fetchResources(core, paging, signal);
      return {
        nextIndex: page.nextIndex,
        total: page.total,
        items: page.items
          .filter((r) => r.status === 50)
          .map((r): CatalogItem => ({ id: r.dn, kind: 'resource', name: r.name, description: r.description, categories: r.categories, bulkRequestable: true })),
      };
    }),
  );
  const items = pages.flatMap((p) => p.items).sort((a, b) => a.name.localeCompare(b.name));
  const nextIndex = Math.max(-1, ...pages.map((p) => p.nextIndex));
  const totals = pages.map((p) => p.total);
  return totals.every((t) => t !== undefined)
    ? { items, nextIndex, total: totals.reduce<number>((sum, t) => sum + (t ?? 0), 0) }
    : { items, nextIndex };
}

/** The submit answer of several calls (one per set of dates) as one; `failed` adds items of calls that threw. */
export function mergeSubmitResults(results: readonly SubmitResult[], failed: readonly FeedbackItem[] = []): SubmitAnswer {
  const feedback = parseStructuredFeedback({
    success: results.length > 0 && failed.length === 0 && results.every((r) => r.success),
    succeeded: results.flatMap((r) => r.feedback.succeeded),
    failed: [...results.flatMap((r) => r.feedback.failed), ...failed],
    sods: results.flatMap((r) => r.feedback.sods),
  });
  return {
    feedback,
    requestIds: results.flatMap((r) => r.requestIds),
    raw: results.length === 1 && failed.length === 0 ? results[0] : results,
  };
}

/** One POST access/requests/permissions call of a cart and the cart entries it carries. */
export interface SubmitCall {
  input: SubmitInput;
  entries: SubmitRequest['entries'];
}

/**
 * The cart as calls of POST access/requests/permissions. The contract carries one effective and one
 * expiry date per request, so items with different dates go in separate calls (most carts: one call).
 */
export function submitCallsOf(request: SubmitRequest): SubmitCall[] {
  const groups = new Map<string, SubmitRequest['entries'][number][]>();
  for (const entry of request.entries) {
    const key = `${entry.effectiveDate ?? ''}|${entry.expiryDate ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups.values()].map((entries) => {
    const first = entries[0];
    const input: SubmitInput = {
      items: entries.map((entry) => ({
        dn: entry.item.id,
        entityType: entry.item.kind,
        ...(entry.formValues.length > 0 ? { params: entry.formValues } : {}),
      })),
      recipients: request.recipients.map((r) => ({
        dn: r.dn,
        type: r.type,
        ...(r.type === 'group' && r.isGroupAssignment ? { isGroupAssignment: true } : {}),
      })),
      reason: request.reason,
      ...(request.sodJustification ? { sodJustification: request.sodJustification } : {}),
      ...(first?.effectiveDate !== undefined ? { effectiveDate: first.effectiveDate } : {}),
      ...(first?.expiryDate !== undefined ? { expiryDate: first.expiryDate } : {}),
    };
    return { input, entries };
  });
}

export const submitInputsOf = (request: SubmitRequest): SubmitInput[] => submitCallsOf(request).map((call) => call.input);

/**
 * Sends the calls one after another. A call that throws does not undo the ones that went through: their
 * answers count, and the thrown call's items come back as failed with the error's text (a Fault's reason)
 * so that they stay in the cart. Only when every call threw is the first error thrown.
 */
export async function submitCalls(
  calls: readonly SubmitCall[],
  send: (input: SubmitInput) => Promise<SubmitResult>,
  reasonOf: (error: unknown) => string,
): Promise<SubmitAnswer> {
  const results: SubmitResult[] = [];
  const failed: FeedbackItem[] = [];
  let firstError: { error: unknown } | null = null;
  for (const call of calls) {
    try {
      results.push(await send(call.input));
    } catch (error) {
      firstError ??= { error };
      const reason = reasonOf(error);
      failed.push(...call.entries.map((entry) => ({ id: entry.item.id, name: entry.item.name, reason })));
    }
  }
  if (results.length === 0 && firstError) throw firstError.error;
  return mergeSubmitResults(results, failed);
}

/** The server-side request form of a request definition: `<origin>/<context>/requestForm.do?id=<dn>`. */
export function serverRequestFormUrl(core: IdmCore, item: CatalogItem): string | null {
  if (item.kind !== 'prd' || !core.context) return null;
  return serverFormUrl(core, 'requestForm.do', { id: item.id });
}

/** The request-access port over `src/api/access` and `src/api/lookups`. */
export function createAccessPort(core: IdmCore): AccessPort {
  let categories: Promise<ItemCategory[]> | null = null;
  const allCategories = (signal?: AbortSignal) => (categories ??= loadCategories(core, signal).catch((error) => {
    categories = null;
    throw error;
  }));

  return {
    async landing(signal) {
      return landingDataOf(await fetchFeaturedItems(core, signal));
    },
    categories: allCategories,
    async search(query, signal) {
      if (query.categoryKey) {
        const category = (await allCategories(signal)).find((c) => c.key === query.categoryKey);
        return searchByCategory(core, query, category, signal);
      }
      const page = await searchCatalog(
        core,
        {
          q: query.q,
          size: query.size,
          nextIndex: query.nextIndex,
          sortByName: false,
          types: query.kinds.map((k) => ENTITY_OF_KIND[k]),
          ...(query.targetDns && query.targetDns.length > 0 ? { targetDns: query.targetDns } : {}),
        },
        signal,
      );
      return { items: page.items.map(catalogItemOf).filter((i): i is CatalogItem => i !== null), nextIndex: page.nextIndex, total: page.total };
    },
    async details(item, signal) {
      const details = await fetchItemDetails(core, { dn: item.id, entityType: ENTITY_OF_KIND[item.kind] }, signal);
      return itemDetailsOf(details, item, await loadCodeMaps(core, details, signal));
    },
    async onBehalfRules(signal): Promise<OnBehalfRules> {
      const rob = await fetchRobAccess(core, signal);
      if (!rob.authorized) return NO_ON_BEHALF;
      const teams = await fetchTeams(core, { size: 300 }, signal).catch(() => ({ items: [] }));
      return {
        allowed: true,
        users: true,
        // A group is a way to pick some of its members; only a role administrator may give it the role itself.
        groups: true,
        groupAssignment: rob.isRoleAdmin,
        teams: teams.items.length > 0,
        teamList: teams.items.map((t) => ({ dn: t.dn, name: t.name })),
      };
    },
    async users(query, signal) {
      const page = await fetchRobUsers(core, { q: query.q, size: query.size, nextIndex: query.nextIndex, ...(query.teamDn ? { teamDn: query.teamDn } : {}) }, signal);
      return { items: page.items.map((u) => ({ dn: u.dn, name: u.name, type: 'user' as const })), nextIndex: page.nextIndex, total: page.total };
    },
    async groups(query, signal) {
      const page = await fetchGroups(core, { q: query.q, size: query.size, nextIndex: query.nextIndex }, signal);
      return {
        items: page.items.map((g) => ({ dn: g.dn, name: g.name, type: 'group' as const })),
        nextIndex: page.nextIndex,
        ...(page.total !== undefined ? { total: page.total } : {}),
      };
    },
    async recipientName(dn, signal) {
      const info = await fetchUserQuickInfo(core, { dn }, signal);
      return info.displayName || null;
    },
    async submit(request) {
      let sent = false;
      try {
        return await submitCalls(
          submitCallsOf(request),
          async (input) => {
            const result = await submitRequest(core, input);
            sent = true;
            return result;
          },
          (error) => errorMessage(error, (key) => core.i18n.t(key)),
        );
      } finally {
        if (sent) void invalidateAccess(core);
      }
    },
    checkSod: createSodCheck(core),
    serverFormUrl: (item) => serverRequestFormUrl(core, item),
  };
}
