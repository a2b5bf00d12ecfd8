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
