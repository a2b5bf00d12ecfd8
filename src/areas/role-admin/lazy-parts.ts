/*
 * What role administration loads when first asked for, in one module. Each dynamic import ships the list of the files
 * its part needs (fetched beside it), and the parts share most of them: here the lists ship once, in the list's chunk,
 * not once in the element's and again in the list's (the list's dialog and deletion, the element's other pages).
 */

/** The element's pages' sheet (role-details.css), asked for beside each page's code. */
export const loadPagesStyles = () => import('./RolePagesStyles');
export const loadRoleCreate = () => import('./RoleCreate');
export const loadRoleDetail = () => import('./RoleDetail');
export const loadMapResources = () => import('./MapResourcesView');
/** The list's categories dialog. */
export const loadCategoriesDialog = () => import('./RoleCategoriesDialog');
/** Deleting roles: its code comes when rows are first chosen. */
export const loadRoleRemoval = () => import('../../api/catalog-admin/role-delete').then((module) => module.removeRoles);
