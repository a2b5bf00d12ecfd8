import type {
  CatalogPage,
  ItemDetails as ApiItemDetails,
  CodeMapOptions,
  LandingItem,
  LandingItems,
  OnBehalfAccess,
  RequestableItem,
  RequestItemDetails,
} from '../../api/access';
import { commonName } from '../../domain/format';
import { parseExpiresAfter } from './expiration';
import {
  NO_ON_BEHALF,
  type CatalogItem,
  type FormField,
  type ItemCategory,
  type ItemDetails,
  type ItemKind,
  type LandingEntry,
  type OnBehalfRules,
} from './model';
import { fieldTypeOf } from './request-form';

/*
 * The request-access view model: what the screens show, read from `src/api/access`'s answers (applied
 * with `select`). Each mapping is a small named function.
 */

const KIND_OF_ENTITY: Record<string, ItemKind> = { ROLE: 'role', RESOURCE: 'resource', PRD: 'prd' };
const ENTITY_OF_KIND: Record<ItemKind, 'ROLE' | 'RESOURCE' | 'PRD'> = {
  role: 'ROLE',
  resource: 'RESOURCE',
  prd: 'PRD',
};

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
    return item.appUrl
      ? { kind: 'application', id: item.itemId, name: item.name, description: item.description, url: item.appUrl }
      : null;
  }
  const kind = kindOfEntity(item.entityType);
  if (!kind || !item.dn) return null;
  return {
    id: item.dn,
    kind,
    name: item.name,
    description: item.description,
    categories: [],
    bulkRequestable: item.bulkRequestable,
  };
}

/** The landing items by category, and those outside any category. */
export interface LandingData {
  categories: { key: string; name: string; items: LandingEntry[] }[];
  uncategorized: LandingEntry[];
}

export function landingDataOf(items: LandingItems): LandingData {
  const entries = (list: readonly LandingItem[]) =>
    list.map(landingEntryOf).filter((e): e is LandingEntry => e !== null);
  return {
    categories: items.categories.map((category) => ({
      key: category.id || category.name,
      name: category.name,
      items: entries(category.items).map((entry) =>
        entry.kind === 'application'
          ? entry
          : { ...entry, categories: [{ key: category.id || category.name, name: category.name }] },
      ),
    })),
    uncategorized: entries(items.uncategorized),
  };
}

/**
 * A resource parameter as a request-form field: hidden and static ones are not asked for; the others
 * must be given (Integer → number, Boolean → check box, List → list, String → text). A List is a list
 * of its code map's options; without options to choose from it is typed in.
 */
export function formFieldOf(
  parameter: ApiItemDetails['parameters'][number],
  codeMaps: CodeMapOptions = {},
): FormField | null {
  if (parameter.hidden || parameter.static) return null;
  const type = fieldTypeOf(parameter.dataType);
  const options = type === 'list' ? (codeMaps[parameter.codemapKey] ?? []) : [];
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
  return item.kind === 'prd' && approval.standard === false && !approval.requestDefName
    ? { ...approval, requestDefName: item.name }
    : approval;
}

export function itemDetailsOf(
  details: ApiItemDetails,
  fallback: CatalogItem,
  codeMaps: CodeMapOptions = {},
): ItemDetails {
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

/** A details answer (with its List options) as the details view shows it. */
export const requestItemDetailsOf = (details: RequestItemDetails, item: CatalogItem): ItemDetails =>
  itemDetailsOf(details, item, details.codeMaps);

/** The contract's entity type of an item kind (what the details call and the search's type filter send). */
export const entityTypeOf = (kind: ItemKind): 'ROLE' | 'RESOURCE' | 'PRD' => ENTITY_OF_KIND[kind];

/** A catalog page's requestable items (kinds the area does not request left out). */
export function catalogItemsOf(page: CatalogPage): { items: CatalogItem[]; nextIndex: number; total?: number } {
  return {
    items: page.items.map(catalogItemOf).filter((item): item is CatalogItem => item !== null),
    nextIndex: page.nextIndex,
    ...(page.total !== undefined ? { total: page.total } : {}),
  };
}

/** robInit and the managed teams as the recipient chooser's rules. */
export function onBehalfRulesOf(access: OnBehalfAccess): OnBehalfRules {
  if (!access.authorized) return NO_ON_BEHALF;
  return {
    allowed: true,
    users: true,
    // A group is a way to pick some of its members; only a role administrator may give it the role itself.
    groups: true,
    groupAssignment: access.isRoleAdmin,
    teams: access.teams.length > 0,
    teamList: access.teams,
  };
}
