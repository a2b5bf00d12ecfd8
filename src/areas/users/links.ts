import { sectionHref } from '../../core/navigation';
import type { CatalogView } from './catalog-model';

/** The user catalog's links: `#/users` (cards), `#/users?view=users` (the list), `#/users/{dn}` (a user). */
export const usersLinks = {
  catalog: (view?: CatalogView) => (view === 'users' ? `${sectionHref('users')}?view=users` : sectionHref('users')),
  detail: (dn: string) => sectionHref('users', dn),
};
