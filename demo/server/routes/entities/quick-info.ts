import type { Database } from 'better-sqlite3';
import type { CustomDefinition } from '../../db/entities/definitions.js';
import { entityItems } from '../../db/entities/items.js';
import { dnNames, itemNode } from './nodes.js';

/** QuickInfoResponseNode of a custom entity item: its name and its attributes with values (display text). */
export function customQuickInfo(db: Database, definition: CustomDefinition, dn: string) {
  const item = entityItems(db).get(dn);
  if (!item || item.entityKey !== definition.key) return undefined;
  const node = itemNode(definition, item, dnNames(db, [item], definition), false);
  return {
    entityType: definition.key,
    entityName: item.name,
    details: node.attributes
      .filter((a) => a.attributeValues.length > 0 && a.key !== definition.namingAttribute)
      .map((a) => ({
        key: a.key,
        displayLabel: a.displayLabel,
        value: a.attributeValues.map((v) => v.value).join(', '),
        dataType: a.dataType,
      })),
  };
}
