import { sectionHref } from '../../core/navigation';

/** The resource area's links; every DN URL-encoded. */
export const resourceAdminLinks = {
  list: () => sectionHref('resource'),
  create: () => sectionHref('resource', 'create'),
  detail: (dn: string) => sectionHref('resource', 'detail', dn),
  assignments: (dn: string) => sectionHref('resource', 'assignments', dn),
  entitlements: () => sectionHref('resource', 'entitlements'),
};
