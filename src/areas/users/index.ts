/** What the `<idm-user-catalog>` element uses of the user catalog. */
export { UserCatalog, type UserCatalogProps } from './UserCatalog';
export { CATALOG_VIEWS, parseView, type CatalogView } from './catalog-model';
export { usersLinks } from './links';
export { default as usersStyles } from './users.css?inline';
