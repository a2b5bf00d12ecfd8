import { USER_LIST_COLUMNS, type PersonAttribute, type PersonDetails } from '../../api/people';
import type { TableRow } from '../../domain/table';
import type { DataTableColumn } from '../../ui/table/types';
import { attributeText } from './catalog-model';
import { NAME_COLUMN, type SearchAttribute } from './catalog-query';

/*
 * The list view's model (the table's rows, columns and their preference): apart from the catalog's, so the cards,
 * the first view, do not load it; it comes with the table (UserTable.tsx).
 */

/** The column preference of the user list (contract README: `com.novell.idm.dashboard.<list>-columns.preference`). */
export const USER_LIST_COLUMNS_PREFERENCE = 'com.novell.idm.dashboard.userlist-columns.preference';

export const CN_COLUMN = 'CN';
/** Spec section 3: the user list shows the name by default, and the user ID. */
export const DEFAULT_COLUMNS: readonly string[] = USER_LIST_COLUMNS.map((c) => c.key);

/** A user as a table row. */
export interface UserRow extends TableRow {
  person: PersonDetails;
}

export const toRow = (person: PersonDetails): UserRow => ({ rowId: person.dn, person });

/** Every attribute of a person (primary, secondary, other), first by key (case-insensitive). */
export function personAttributes(person: PersonDetails): PersonAttribute[] {
  return [...person.primary, ...person.secondary, ...person.other];
}

export function findAttribute(person: PersonDetails, key: string): PersonAttribute | undefined {
  const wanted = key.toLowerCase();
  return personAttributes(person).find((a) => a.key.toLowerCase() === wanted);
}

/** A cell's text: the full name for the name column, else the attribute's values. */
export function columnText(person: PersonDetails, column: string): string {
  if (column === NAME_COLUMN) return person.fullName || person.dn;
  return attributeText(findAttribute(person, column));
}

const HIDDEN_TYPES = new Set(['binary', 'image', 'photo']);

/**
 * The columns the chooser offers: the name (always shown), the user ID, then every other attribute the
 * users carry (or the search attributes until some are loaded), in the order first seen.
 */
export function availableColumns(
  people: readonly PersonDetails[],
  search: readonly SearchAttribute[],
  labels: { name: string; userId: string },
): DataTableColumn[] {
  const columns: DataTableColumn[] = [
    { column: NAME_COLUMN, displayLabel: labels.name, isSortable: true, enableCustomization: false },
    { column: CN_COLUMN, displayLabel: labels.userId, isSortable: true, enableCustomization: true },
  ];
  const seen = new Set(columns.map((c) => c.column.toLowerCase()));
  const add = (key: string, label: string, sortable: boolean) => {
    if (seen.has(key.toLowerCase())) return;
    seen.add(key.toLowerCase());
    columns.push({ column: key, displayLabel: label || key, isSortable: sortable, enableCustomization: true });
  };
  for (const person of people) {
    for (const node of personAttributes(person)) {
      if (HIDDEN_TYPES.has((node.dataType ?? '').toLowerCase())) continue;
      add(node.key, node.label, node.sortable && (node.dataType ?? '').toLowerCase() !== 'dn');
    }
  }
  for (const attribute of search) add(attribute.key, attribute.displayLabel, true);
  return columns;
}

/**
 * The shown columns: the preference's (those still available, in its order), else the defaults;
 * the name column always comes first.
 */
export function chosenColumns(
  available: readonly DataTableColumn[],
  preferred: readonly string[] | null,
): DataTableColumn[] {
  const wanted = preferred && preferred.length > 0 ? preferred : DEFAULT_COLUMNS;
  const byKey = new Map(available.map((c) => [c.column.toLowerCase(), c]));
  const chosen = wanted.flatMap((key) => {
    const column = byKey.get(key.toLowerCase());
    return column ? [column] : [];
  });
  const name = byKey.get(NAME_COLUMN);
  const rest = chosen.filter((c) => c.column !== NAME_COLUMN);
  return name ? [name, ...rest] : rest;
}
