import { sectionHref } from '../../core/navigation';

/** The permissions area's links; every DN URL-encoded. */
export const adminPermissionLinks = {
  assignments: () => sectionHref('permissions'),
  permissions: (assigneeDn: string, domain: string) => sectionHref('permissions', 'assignee', assigneeDn, domain),
  access: () => sectionHref('permissions', 'access'),
};
