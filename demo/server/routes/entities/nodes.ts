import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../../db/search.js';
import { GLOBAL_LISTS, type CustomAttribute, type CustomDefinition } from '../../db/entities/definitions.js';
import { entityItems, type EntityItem } from '../../db/entities/items.js';

/** What the caller may do with a definition's items (the definition node's flags). */
export interface EntityRights {
  create: boolean;
  edit: boolean;
  remove: boolean;
}

/** `user` → `user-lookup` (the convention the user pages and the picker read), other keys as they are. */
export const lookupEntityOf = (attribute: CustomAttribute): string | undefined =>
  attribute.lookupEntity === 'user' ? 'user-lookup' : attribute.lookupEntity;

/** EntityAttributeNode without values: the attribute's label, type and flags. */
export function attributeNode(definition: CustomDefinition, attribute: CustomAttribute, editable: boolean) {
  const list = attribute.globalList ? GLOBAL_LISTS[attribute.globalList] : undefined;
  const lookupEntity = lookupEntityOf(attribute);
  return {
    key: attribute.key,
    displayLabel: attribute.displayLabel,
    dataType: attribute.dataType,
    isSearchable: attribute.isSearchable,
    isSortable: attribute.dataType !== 'DN' && !attribute.isMultivalued,
    isRequired: attribute.isRequired || attribute.key === definition.namingAttribute,
    isEditable: editable,
    isMultivalued: attribute.isMultivalued,
    isHideable: false,
    isClickable: attribute.dataType === 'DN',
    formatType: '',
    controlType: list
      ? 'globalList'
      : attribute.dataType === 'DN'
        ? 'lookup'
        : attribute.dataType === 'Boolean'
          ? 'checkbox'
          : 'text',
    ...(lookupEntity ? { lookupEntity } : {}),
    ...(list ? { choiceList: list.entries.map(([key, value]) => ({ key, value })) } : {}),
    ...(attribute.rangeStart !== undefined ? { rangeStart: attribute.rangeStart } : {}),
    ...(attribute.rangeEnd !== undefined ? { rangeEnd: attribute.rangeEnd } : {}),
  };
}

/** EntityDefinitionNode: the definition, the caller's rights on its items and its attributes. */
export function definitionNode(definition: CustomDefinition, rights: EntityRights, count?: number) {
  return {
    key: definition.key,
    display: definition.display,
    isCreatable: rights.create,
    isEditable: rights.edit,
    isViewable: true,
    isRemovable: rights.remove,
    namingAttribute: definition.namingAttribute,
    container: definition.container,
    isOrgChart: definition.orgChart !== undefined,
    ...(definition.orgChart ? { orgChartRelationship: definition.orgChart } : {}),
    ...(count !== undefined ? { count } : {}),
    attributes: definition.attributes.map((a) => attributeNode(definition, a, rights.edit)),
  };
}

/** Display text of DN values: users' full names and items' names, by lower-cased DN. */
export function dnNames(db: Database, items: readonly EntityItem[], definition: CustomDefinition): Map<string, string> {
  const dns = new Set<string>();
  for (const item of items)
    for (const a of definition.attributes)
      if (a.dataType === 'DN') for (const v of item.values[a.key] ?? []) dns.add(v);
  const list = [...dns];
  const names = entityItems(db).names(list);
  if (list.length > 0) {
    const users = cachedStatement(
      db,
      'SELECT dn, full_name FROM users WHERE dn IN (SELECT value FROM json_each(?))',
    ).all(JSON.stringify(list)) as { dn: string; full_name: string }[];
    for (const u of users) names.set(u.dn.toLowerCase(), u.full_name);
  }
  return names;
}

/** EntityNode of the list: the DN and every attribute with its values (`$` the value, `value` its display text). */
export function itemNode(
  definition: CustomDefinition,
  item: EntityItem,
  names: ReadonlyMap<string, string>,
  editable: boolean,
) {
  return {
    dn: item.dn,
    attributes: definition.attributes.map((a) => {
      const list = a.globalList ? GLOBAL_LISTS[a.globalList] : undefined;
      const display = (v: string): string =>
        a.dataType === 'DN' ? (names.get(v.toLowerCase()) ?? v) : (list?.entries.find(([key]) => key === v)?.[1] ?? v);
      return {
        ...attributeNode(definition, a, editable),
        attributeValues: (item.values[a.key] ?? []).map((v) => ({ $: v, value: display(v) })),
      };
    }),
  };
}
