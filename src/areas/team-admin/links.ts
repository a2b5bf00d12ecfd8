import { sectionHref } from '../../core/navigation';

/** The team area's links; every DN URL-encoded. */
export const teamAdminLinks = {
  list: () => sectionHref('teams'),
  create: () => sectionHref('teams', 'create'),
  detail: (dn: string) => sectionHref('teams', 'detail', dn),
};
