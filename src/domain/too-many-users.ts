// The user lists' rule on a search that matches too many users, apart from the max user search setting's rules
// (user-search.ts, which the client settings' editor uses): neither loads the other's.

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
