/*
 * What resource administration loads when first asked for, in one module. Each dynamic import ships the list of the
 * files its part needs (fetched beside it), and the parts share most of them: here the lists ship once, in the list's
 * chunk, not once in the element's and again in the list's (the list's dialogs and deletion, the element's other
 * pages).
 */

/** The element's pages' sheet (resource-details.css), asked for beside each page's code. */
export const loadPagesStyles = () => import('./ResourcePagesStyles');
export const loadResourceCreate = () => import('./ResourceCreate');
export const loadResourceDetail = () => import('./ResourceDetail');
export const loadAssignmentsView = () => import('./ResourceAssignmentsView');
export const loadEntitlementsBrowser = () => import('./EntitlementsBrowser');
export const loadCprsView = () => import('./CprsView');
/** The list's dialogs: the categories, resources from an entitlement's values. */
export const loadCategoriesDialog = () => import('./ResourceCategoriesDialog');
export const loadFromEntitlementDialog = () => import('./FromEntitlementDialog');
/** Deleting resources: its code comes when rows are first chosen. */
export const loadResourceRemoval = () =>
  import('../../api/resource-admin/resource-delete').then((module) => module.removeResources);
