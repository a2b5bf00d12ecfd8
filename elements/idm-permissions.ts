import { createElement, useCallback } from 'react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import adminAssignmentsEnglish from '../src/i18n/en/adminAssignments.json';
import adminPermissionsEnglish from '../src/i18n/en/adminPermissions.json';
// The widget and its sheet from their own modules: through the area's index, each element loaded one file more.
import { AdminPermissionsWidget } from '../src/areas/admin-permissions/AdminAssignmentsWidget';
import adminPermissionsStyles from '../src/areas/admin-permissions/admin-permissions.css?inline';
import type { AdminAssignmentsChangedDetail } from '../src/areas/admin-permissions/navigation';
// Each element's first view from its own file: one index naming both brought both views to each element.
import { ACCESS_FIRST } from '../src/areas/admin-permissions/access-first';
import { CORE_VERSION } from '../src/core/version';
import { isPermissionDomain } from '../src/domain/admin-assignments';
import { useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';

export interface IdmPermissionsProps extends IdmHostProps {
  assigneeDn?: string;
  domain?: string;
}

/** `idm-navigate` detail: an in-app route the host may follow. */
export type { IdmNavigateDetail } from '../src/ui/area';

export type IdmPermissionsChangedDetail = AdminAssignmentsChangedDetail;

function PermissionsElement({ host, assigneeDn, domain }: IdmPermissionsProps) {
  const onNavigate = useEmbeddedNavigate(host);
  const onChanged = useCallback(
    (detail: AdminAssignmentsChangedDetail) =>
      void emitIdmEvent<IdmPermissionsChangedDetail>(host, 'idm-admin-assignments-changed', detail),
    [host],
  );
  const key = (domain ?? 'ROLES').toUpperCase();
  const initial = assigneeDn
    ? ({ page: 'permissions', assigneeDn, domain: isPermissionDomain(key) ? key : 'ROLES' } as const)
    : ({ page: 'access' } as const);
  return createElement(AdminPermissionsWidget, {
    key: `${assigneeDn ?? ''}|${key}`,
    initial,
    tabs: false,
    views: ACCESS_FIRST,
    onNavigate,
    onChanged,
  });
}

/**
 * `<idm-permissions>`: permissions — with `assignee-dn`, what that delegated administrator acts on per
 * domain (ROLES, RESOURCES, PROVISIONING): objects and containers, root containers, quick info on a role
 * or resource, add and remove, what the permissions allow; without it, the access permissions list
 * (roles, resources and request definitions by kind).
 *
 * Attributes:
 * - `assignee-dn` (string): the delegated administrator (a user, group or container DN).
 * - `domain` (string): ROLES (default), RESOURCES or PROVISIONING.
 *
 * Properties: `assigneeDn`, `domain` (the same).
 *
 * Events (bubbling, composed):
 * - `idm-admin-assignments-changed` — `{ action: 'permissionsAdded' | 'permissionsRemoved', dns, domain }`.
 * - `idm-navigate` — `{ href }`: a link out of the widget; cancelable.
 *
 * Parts: `root`, `banner`, `permissions`, `permissions-add`, `permission-details`, `quick-info`,
 * `access-permissions`, `table`, `dialog`.
 */
export const IdmPermissionsElement = defineIdmElement('idm-permissions', PermissionsElement, {
  attributes: { assigneeDn: 'string', domain: 'string' },
  styles: [...sharedStyles, adminPermissionsStyles],
  wrap: elementRootWith([
    { namespace: 'adminAssignments', english: adminAssignmentsEnglish },
    { namespace: 'adminPermissions', english: adminPermissionsEnglish },
  ]),
  version: CORE_VERSION,
});
