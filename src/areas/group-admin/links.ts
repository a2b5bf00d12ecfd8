import { sectionHref } from '../../core/navigation';

/** The group area's links; every DN URL-encoded. */
export const groupAdminLinks = {
  list: () => sectionHref('groups'),
  create: () => sectionHref('groups', 'create'),
  detail: (dn: string) => sectionHref('groups', 'detail', dn),
  user: (dn: string) => sectionHref('users', dn),
  role: (dn: string) => sectionHref('role', 'detail', dn),
};
