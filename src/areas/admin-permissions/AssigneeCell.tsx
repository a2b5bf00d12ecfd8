import { useTranslation } from '../../core/react';
import { isPermissionDomain } from '../../domain/admin-assignments';
import { OpenLink } from '../../ui/area';
import type { AssignmentRow } from './assignment-rows';
import { useAdminPermissionsNavigation } from './navigation';

/** Who is assigned, and a link to his permissions where the domain has them. */
export function AssigneeCell({ row }: { row: AssignmentRow }) {
  const { t } = useTranslation();
  const navigation = useAdminPermissionsNavigation();
  const domain = row.domain;
  const view =
    row.hasPermissions && isPermissionDomain(domain)
      ? ({ page: 'permissions', assigneeDn: row.assigneeDn, domain } as const)
      : null;
  return (
    <span className="admin-permissions-assignee">
      <bdi>{row.assignee}</bdi>
      {view ? (
        <OpenLink className="admin-permissions-open" href={navigation.href(view)} onOpen={() => navigation.go(view)}>
          {t('adminAssignments.openPermissions', { name: row.assignee })}
        </OpenLink>
      ) : null}
    </span>
  );
}
