import { sectionHref } from '../../core/navigation';

export const manageUsersLinks = {
  list: () => sectionHref('manageusers'),
  createUser: () => sectionHref('createUser'),
  user: (dn: string) => sectionHref('users', dn),
};
