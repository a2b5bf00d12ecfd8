import { sectionHref } from '../../core/navigation';

/** The role area's links; every DN URL-encoded. */
export const roleAdminLinks = {
  list: () => sectionHref('role'),
  create: () => sectionHref('role', 'create'),
  detail: (dn: string) => sectionHref('role', 'detail', dn),
  mapResources: (dn: string) => sectionHref('role', 'mapresources', dn),
  sod: (dn: string) => sectionHref('sod', 'detail', dn),
};
