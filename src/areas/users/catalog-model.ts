import { formatDate } from '../../domain/date-format';
import type { PersonAttribute } from '../../api/people';
import type { SearchAttribute } from './catalog-query';

export {
  DEFAULT_SEARCH_ATTRIBUTES,
  NAME_COLUMN,
  searchAttributes,
  serverSortKey,
  type SearchAttribute,
} from './catalog-query';

/** The user catalog's two views (spec section 2): cards, or the 'users' list (a table). */
export type CatalogView = 'card' | 'users';
export const CATALOG_VIEWS: readonly CatalogView[] = ['card', 'users'];
export const DEFAULT_VIEW: CatalogView = 'card';

export function parseView(value: string | null | undefined): CatalogView {
  return value === 'users' ? 'users' : DEFAULT_VIEW;
}

/**
 * Labels every search attribute: the server schema's label (the real server answers it in the user's
 * language), else the client's `searchLookup` label (stored once, in one language), else the console's
 * translated default, else the key.
 */
export function labelSearchAttributes(
  attributes: readonly SearchAttribute[],
  schemaLabel: (key: string) => string | undefined,
  defaultLabel: (key: string) => string | undefined,
): SearchAttribute[] {
  return attributes.map(({ key, displayLabel }) => ({
    key,
    displayLabel: schemaLabel(key)?.trim() || displayLabel || defaultLabel(key) || key,
  }));
}

const TIME_TYPES = new Set(['time', 'date', 'datetime', 'timestamp']);

/** An attribute's values as text (display text for DNs, dates formatted), blanks dropped. */
export function attributeTexts(node: PersonAttribute | undefined): string[] {
  if (!node) return [];
  const time = TIME_TYPES.has((node.dataType ?? '').toLowerCase());
  return node.values
    .map((v) => (v.display || v.value).trim())
    .filter((v) => v !== '')
    .map((v) => (time ? formatDate(v) || v : v));
}

/** The text of an attribute's values, comma-separated. */
export function attributeText(node: PersonAttribute | undefined): string {
  return attributeTexts(node).join(', ');
}
