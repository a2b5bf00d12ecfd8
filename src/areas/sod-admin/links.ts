import { sectionHref } from '../../core/navigation';

/** The SoD area's links; every DN URL-encoded. */
export const sodAdminLinks = {
  list: () => sectionHref('sod'),
  create: () => sectionHref('sod', 'create'),
  detail: (dn: string) => sectionHref('sod', 'detail', dn),
  role: (dn: string) => sectionHref('role', 'detail', dn),
};
