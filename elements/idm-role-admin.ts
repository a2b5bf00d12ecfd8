import { createElement, useCallback } from 'react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import roleAdminEnglish from '../src/i18n/en/roleAdmin.json';
import { RoleAdminWidget, roleAdminStyles, type RoleChangedDetail } from '../src/areas/role-admin';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';

export interface IdmRoleAdminProps extends IdmHostProps {
  roleDn?: string;
}

/** `idm-navigate` detail: an in-app route the host may follow. */
export type { IdmNavigateDetail } from '../src/ui/area';

export type IdmRoleChangedDetail = RoleChangedDetail;

function RoleAdminElement({ host, roleDn }: IdmRoleAdminProps) {
  const onNavigate = useEmbeddedNavigate(host);
  const onRoleChanged = useCallback(
    (detail: RoleChangedDetail) => void emitIdmEvent<IdmRoleChangedDetail>(host, 'idm-role-changed', detail),
    [host],
  );
  return createElement(RoleAdminWidget, { key: roleDn ?? '', roleDn, onNavigate, onRoleChanged });
}

/**
 * `<idm-role-admin>`: the role catalog for administrators — the three levels and their containers,
 * categories, search, sort, paging, the column chooser, CSV export and bulk delete; a new role and a
 * role's page (name, description, level, container, categories, owners, localised names and
 * descriptions, grant and revoke approval), its child and parent roles, mapped resources, assignments
 * (assign to users, groups and containers; remove) and request status, all in place.
 *
 * Attributes:
 * - `role-dn` (string): a role to open first (its DN); the list when left out.
 *
 * Properties: `roleDn` (the same).
 *
 * Events (bubbling, composed):
 * - `idm-role-changed` — `{ action: 'created' | 'updated' | 'deleted', dns }` after a role was saved or deleted.
 * - `idm-navigate` — `{ href }`: a link out of the widget; cancelable: unless the host calls
 *   `preventDefault()`, `location.hash` is set to it.
 *
 * Parts: `root`, `banner`, `role-list`, `role-create`, `role-detail`, `role-form`, `role-relations`,
 * `role-resources`, `map-resources`, `role-assignments`, `role-requests`, `table`, `dialog`.
 */
export const IdmRoleAdminElement = defineIdmElement('idm-role-admin', RoleAdminElement, {
  attributes: { roleDn: 'string' },
  styles: [...sharedStyles, roleAdminStyles],
  wrap: elementRootWith([{ namespace: 'roleAdmin', english: roleAdminEnglish }]),
  version: CORE_VERSION,
});
