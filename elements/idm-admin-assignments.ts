import { createElement, useCallback } from 'react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import adminAssignmentsEnglish from '../src/i18n/en/adminAssignments.json';
// The widget and its sheet from their own modules: through the area's index, each element loaded one file more.
import { AdminPermissionsWidget } from '../src/areas/admin-permissions/AdminAssignmentsWidget';
import adminPermissionsStyles from '../src/areas/admin-permissions/admin-permissions.css?inline';
import type { AdminAssignmentsChangedDetail } from '../src/areas/admin-permissions/navigation';
// Each element's first view from its own file: one index naming both brought both views to each element.
import { ASSIGNMENTS_FIRST } from '../src/areas/admin-permissions/assignments-first';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';

export type IdmAdminAssignmentsProps = IdmHostProps;

/** `idm-navigate` detail: an in-app route the host may follow. */
export type { IdmNavigateDetail } from '../src/ui/area';

export type IdmAdminAssignmentsChangedDetail = AdminAssignmentsChangedDetail;

function AdminAssignmentsElement({ host }: IdmAdminAssignmentsProps) {
  const onNavigate = useEmbeddedNavigate(host);
  const onChanged = useCallback(
    (detail: AdminAssignmentsChangedDetail) =>
      void emitIdmEvent<IdmAdminAssignmentsChangedDetail>(host, 'idm-admin-assignments-changed', detail),
    [host],
  );
  return createElement(AdminPermissionsWidget, {
    initial: { page: 'assignments' },
    tabs: true,
    views: ASSIGNMENTS_FIRST,
    onNavigate,
    onChanged,
  });
}

/**
 * `<idm-admin-assignments>`: administrator assignments — who (a user, a group or a container) administers
 * which domain (Security, Roles, Resources, Provisioning, Configuration, …) as a domain or delegated
 * administrator: the list with the server's columns, search, sort and filters; assign through the picker;
 * remove; a delegated administrator's permissions and the access permissions list, in place.
 *
 * Attributes: none. Properties: none.
 *
 * Events (bubbling, composed):
 * - `idm-admin-assignments-changed` — `{ action: 'assigned' | 'removed' | 'permissionsAdded' |
 *   'permissionsRemoved', dns, domain? }` after an assignment or permission changed.
 * - `idm-navigate` — `{ href }`: a link out of the widget; cancelable.
 *
 * Parts: `root`, `banner`, `admin-assignments`, `assign-form`, `permissions`, `permissions-add`,
 * `permission-details`, `quick-info`, `access-permissions`, `table`, `dialog`.
 */
export const IdmAdminAssignmentsElement = defineIdmElement('idm-admin-assignments', AdminAssignmentsElement, {
  styles: [...sharedStyles, adminPermissionsStyles],
  // The access permissions' and a delegated administrator's texts come with those views.
  wrap: elementRootWith([{ namespace: 'adminAssignments', english: adminAssignmentsEnglish }]),
  version: CORE_VERSION,
});
