import type { EntityDataType } from '../../domain/entities';
import { asArray, asBoolean, asNumber, asObject, asString } from '../lookups/read';

/** An attribute of an entity definition (EntityAttributeNode) as the catalog shows and edits it. */
export interface EntityAttribute {
  key: string;
  displayLabel: string;
  dataType: EntityDataType;
  isSearchable: boolean;
  isSortable: boolean;
  isRequired: boolean;
  isEditable: boolean;
  isMultivalued: boolean;
  /** DN values: the definition they point to (`user-lookup`, `location`, …). */
  lookupEntity: string;
  /** A global list's entries (value → label); empty for free text. */
  choices: { key: string; value: string }[];
  rangeStart?: number;
  rangeEnd?: number;
}

/** An entity definition (EntityDefinitionNode) with the caller's rights on its items. */
export interface EntityDefinition {
  key: string;
  display: string;
  namingAttribute: string;
  isCreatable: boolean;
  isEditable: boolean;
  isRemovable: boolean;
  /** Its items form an org chart (a parent relationship). */
  isOrgChart: boolean;
  count: number | null;
  attributes: EntityAttribute[];
}

/** One value of an item: `value` the stored value (a DN for DN attributes), `display` its text. */
export interface EntityValue {
  value: string;
  display: string;
}

export interface EntityItem {
  dn: string;
  /** The naming attribute's display text (the DN when it has none). */
  name: string;
  values: Record<string, EntityValue[]>;
}

const DATA_TYPES: readonly EntityDataType[] = ['String', 'DN', 'Integer', 'Boolean'];

export function readEntityAttribute(value: unknown): EntityAttribute {
  const o = asObject(value);
  const type = asString(o.dataType);
  const rangeStart = asNumber(o.rangeStart);
  const rangeEnd = asNumber(o.rangeEnd);
  return {
    key: asString(o.key),
    displayLabel: asString(o.displayLabel) || asString(o.key),
    dataType: (DATA_TYPES as readonly string[]).includes(type) ? (type as EntityDataType) : 'String',
    isSearchable: asBoolean(o.isSearchable),
    isSortable: asBoolean(o.isSortable),
    isRequired: asBoolean(o.isRequired),
    isEditable: asBoolean(o.isEditable),
    isMultivalued: asBoolean(o.isMultivalued),
    lookupEntity: asString(o.lookupEntity),
    choices: asArray(o.choiceList).map((c) => ({ key: asString(asObject(c).key), value: asString(asObject(c).value) })),
    ...(rangeStart !== undefined ? { rangeStart } : {}),
    ...(rangeEnd !== undefined ? { rangeEnd } : {}),
  };
}

export function readEntityDefinition(value: unknown): EntityDefinition {
  const o = asObject(value);
  const attributes = asArray(o.attributes).map(readEntityAttribute);
  return {
    key: asString(o.key),
    display: asString(o.display) || asString(o.key),
    namingAttribute: asString(o.namingAttribute) || (attributes[0]?.key ?? ''),
    isCreatable: asBoolean(o.isCreatable),
    isEditable: asBoolean(o.isEditable),
    isRemovable: asBoolean(o.isRemovable),
    isOrgChart: asBoolean(o.isOrgChart),
    count: asNumber(o.count) ?? null,
    attributes,
  };
}

export function readEntityItem(value: unknown, namingAttribute: string): EntityItem {
  const o = asObject(value);
  const dn = asString(o.dn);
  const values: Record<string, EntityValue[]> = {};
  for (const node of asArray(o.attributes)) {
    const a = asObject(node);
    values[asString(a.key)] = asArray(a.attributeValues).map((v) => {
      const item = asObject(v);
      const raw = typeof v === 'string' ? v : asString(item.$ ?? item.value);
      return { value: raw, display: typeof v === 'string' ? v : asString(item.value) || raw };
    });
  }
  return { dn, name: values[namingAttribute]?.[0]?.display || dn, values };
}
