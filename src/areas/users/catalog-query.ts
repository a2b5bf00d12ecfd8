import { ADVANCED_SEARCH_DEFAULTS } from '../../api/people/defaults';
import { findSetting, type ClientSettings } from '../../domain/settings';

/**
 * What the user list is asked for by default (name order, the search attributes): small, without
 * the catalog's views, so the route's prefetch can use it in the console's first load.
 */

/** The name column (the user's full name); `cn` is labelled 'User ID'. */
export const NAME_COLUMN = 'name';

export interface SearchAttribute {
  key: string;
  /** What the field is called; '' until labelled (see `labelSearchAttributes`). */
  displayLabel: string;
}

/** Spec section 3: advanced user search on FirstName, LastName, Email, TelephoneNumber when the client names none. */
export const DEFAULT_SEARCH_ATTRIBUTES: readonly SearchAttribute[] = ADVANCED_SEARCH_DEFAULTS.map((key) => ({
  key,
  displayLabel: '',
}));

/** The client's `customization.searchLookup` (`[{displayLabel, key}]`), else the defaults (unlabelled). */
export function searchAttributes(settings: ClientSettings | null | undefined): SearchAttribute[] {
  const value = findSetting(settings, 'customization', 'searchLookup')?.value;
  const list = Array.isArray(value)
    ? value.flatMap((entry) => {
        if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return [];
        const key = typeof entry['key'] === 'string' ? entry['key'] : '';
        const label = typeof entry['displayLabel'] === 'string' ? entry['displayLabel'].trim() : '';
        return key ? [{ key, displayLabel: label }] : [];
      })
    : [];
  return list.length > 0 ? list : [...DEFAULT_SEARCH_ATTRIBUTES];
}

/** The sort key the server takes: the name column sorts by the server's default (the full name). */
export function serverSortKey(column: string): string | undefined {
  return column === NAME_COLUMN ? undefined : column;
}
