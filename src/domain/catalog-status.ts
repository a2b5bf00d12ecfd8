/**
 * The status of a role or resource in the catalog (its labels: request-states.ts): apart from the role and
 * resource rules (role-admin.ts re-exports it), so that the role and resource lists do not load those rules.
 */
export const CATALOG_ITEM_STATUS = { created: 50, pendingDelete: 15 } as const;

/** The status's code in an area's labels (`<area>.status.<code>`): Pending Delete, else Created. */
export const catalogStatusCode = (status: number): '15' | '50' =>
  status === CATALOG_ITEM_STATUS.pendingDelete ? '15' : '50';
