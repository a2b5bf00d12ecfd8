/** The max user search a client has until an administrator sets one (client settings, customization). */
export const DEFAULT_MAX_USER_SEARCH = 10_000;
/** The range an administrator may set it to. */
export const MAX_USER_SEARCH_LIMITS = { min: 1, max: 1_000_000 } as const;

/** A client's max user search as its customization setting holds it (the default when missing or not a count). */
export function maxUserSearchOf(value: unknown): number {
  const count = typeof value === 'string' ? Number(value) : value;
  return typeof count === 'number' &&
    Number.isInteger(count) &&
    count >= MAX_USER_SEARCH_LIMITS.min &&
    count <= MAX_USER_SEARCH_LIMITS.max
    ? count
    : DEFAULT_MAX_USER_SEARCH;
}

/**
 * The max user search (spec sections 8 and 9: a setting; the server answers it as `maxUserSearch`): a
 * user search matching more users than that is too broad to list. The server then answers the count
 * and no users, and the console shows 'Too many users to display, Please refine your search.' in place
 * of the list, never a part of it that cannot be paged to the end.
 */
export function isTooManyUsers(total: number | undefined, maxUserSearch: number | null | undefined): boolean {
  return (
    total !== undefined &&
    maxUserSearch !== null &&
    maxUserSearch !== undefined &&
    maxUserSearch > 0 &&
    total > maxUserSearch
  );
}
