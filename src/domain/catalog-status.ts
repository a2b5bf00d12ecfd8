/**
 * The status of a role or resource in the catalog (its labels: request-states.ts): apart from the role and
 * resource rules (role-admin.ts re-exports it), so that the role and resource lists do not load those rules.
 */
export const CATALOG_ITEM_STATUS = { created: 50, pendingDelete: 15 } as const;
