import type { ColumnValues } from '../db/people/write.js';
import { columnOf, type UserAttributeDef } from './attributes.js';

/** The column value of checked values: numbers for Integer and Time, 0/1 for Boolean, null when empty. */
export function columnValue(a: UserAttributeDef, values: readonly string[]): string | number | null {
  const first = values[0];
  if (first === undefined) return a.dataType === 'Boolean' ? 0 : a.dataType === 'String' ? '' : null;
  if (a.dataType === 'Integer' || a.dataType === 'Time') return Number(first);
  if (a.dataType === 'Boolean') return first === 'true' ? 1 : 0;
  return first;
}

/** Checked values, split by where they are stored. */
export interface StoredChange {
  columns: ColumnValues;
  values: Map<string, readonly string[]>;
}

export function storedChange(entries: Iterable<readonly [UserAttributeDef, readonly string[]]>): StoredChange {
  const change: StoredChange = { columns: {}, values: new Map() };
  for (const [a, values] of entries) {
    const column = columnOf(a);
    if (column) change.columns[column] = columnValue(a, values);
    else if (a.storage.kind === 'values') change.values.set(a.key, values);
  }
  return change;
}

/** What an update's action does to the current values of a multi-valued attribute. */
export function applyAction(
  action: 'update' | 'add' | 'remove',
  current: readonly string[],
  given: readonly string[],
  multivalued: boolean,
): string[] {
  if (action === 'remove') {
    const gone = new Set(given);
    return multivalued && given.length > 0 ? current.filter((v) => !gone.has(v)) : [];
  }
  if (action === 'add' && multivalued) return [...new Set([...current, ...given])];
  return [...given];
}
