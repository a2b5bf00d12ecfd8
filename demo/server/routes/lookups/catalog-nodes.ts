import type {
  CatalogKind,
  CategoryRow,
  OwnerRow,
  ParameterRow,
  ResourceRow,
  RoleRow,
} from '../../db/lookups/catalog.js';
import type { Store } from '../../db/store.js';

/** `{en: "…", de: "…"}` → `[{locale, name}]` (LocalizedNameNode) or `[{locale, desc}]`. */
function localized<K extends string>(json: string, field: K): ({ locale: string } & Record<K, string>)[] {
  const parsed = JSON.parse(json) as Record<string, string>;
  return Object.entries(parsed).map(
    ([locale, text]) => ({ locale, [field]: text }) as { locale: string } & Record<K, string>,
  );
}

const categoryNodes = (rows: readonly CategoryRow[] | undefined) =>
  (rows ?? []).map((c) => ({ id: c.key, name: c.name }));
const ownerNodes = (rows: readonly OwnerRow[] | undefined) =>
  (rows ?? []).map((o) => ({ id: o.dn, name: o.name, type: o.type }));

/** Categories and owners of one page of objects, fetched together. */
function related(store: Store, kind: CatalogKind, dns: readonly string[]) {
  const categories = store.lookups.catalog.categoriesOf(kind, dns);
  const owners = store.lookups.catalog.ownersOf(kind, dns);
  return (dn: string) => ({
    categories: categoryNodes(categories.get(dn.toLowerCase())),
    owners: ownerNodes(owners.get(dn.toLowerCase())),
  });
}

/** RoleNodes (the fields lookups need) for a page of roles. */
export function roleNodes(store: Store, rows: readonly RoleRow[]) {
  const levels = new Map(store.lookups.catalog.roleLevels().map((l) => [l.level, l]));
  const relatedOf = related(
    store,
    'role',
    rows.map((r) => r.dn),
  );
  return rows.map((r) => {
    const level = levels.get(r.level);
    return {
      id: r.dn,
      name: r.name,
      description: r.description,
      ...relatedOf(r.dn),
      level: r.level,
      roleLevel: { level: r.level, name: level?.name ?? '', cn: `Level${r.level}` },
      subContainer:
        r.container_dn && level && r.container_dn.toLowerCase() !== level.container_dn.toLowerCase()
          ? r.container_dn
          : '',
      status: r.status,
      approvalRequired: r.approval_required === 1,
      localizedNames: localized(r.names, 'name'),
      localizedDescriptions: localized(r.descriptions, 'desc'),
    };
  });
}

const parameterNode = (p: ParameterRow) => ({
  id: p.key,
  displayName: p.display_label,
  dataType: p.data_type,
  staticValue: p.static_value,
  hide: p.hidden === 1,
  scope: 'user',
  binding: p.static_value === '' ? 'dynamic' : 'static',
  parentType: 'resource',
  ...(p.key === 'EntitlementParamKey' ? { type: 'EntitlementRef' } : {}),
});

/** ResourceNodes (the fields lookups need) for a page of resources. */
export function resourceNodes(store: Store, rows: readonly ResourceRow[]) {
  const relatedOf = related(
    store,
    'resource',
    rows.map((r) => r.dn),
  );
  const parameters = store.lookups.catalog.parametersOf(rows.map((r) => r.dn));
  return rows.map((r) => ({
    id: r.dn,
    name: r.name,
    description: r.description,
    ...relatedOf(r.dn),
    driver: r.driver_dn ?? '',
    entitlements: r.entitlement_dn
      ? [
          {
            id: r.entitlement_dn,
            displayName: r.entitlement_name ?? '',
            parameterValue: r.entitlement_value ?? '',
            resourceName: r.name,
            resourceDescription: r.description,
          },
        ]
      : [],
    resourceParameters: (parameters.get(r.dn.toLowerCase()) ?? []).map(parameterNode),
    // The contract's ResourceNode.status is a string (RoleNode's is a number).
    status: String(r.status),
    isActive: r.status === 50,
    localizedNames: localized(r.names, 'name'),
    localizedDescriptions: localized(r.descriptions, 'desc'),
  }));
}
