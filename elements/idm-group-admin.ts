import { createElement, useCallback } from 'react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import groupAdminEnglish from '../src/i18n/en/groupAdmin.json';
import { GroupAdminWidget, groupAdminStyles, type GroupChangedDetail } from '../src/areas/group-admin';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';

export interface IdmGroupAdminProps extends IdmHostProps {
  groupDn?: string;
}

/** `idm-navigate` detail: an in-app route the host may follow. */
export type { IdmNavigateDetail } from '../src/ui/area';

export type IdmGroupChangedDetail = GroupChangedDetail;

function GroupAdminElement({ host, groupDn }: IdmGroupAdminProps) {
  const onNavigate = useEmbeddedNavigate(host);
  const onGroupChanged = useCallback(
    (detail: GroupChangedDetail) => void emitIdmEvent<IdmGroupChangedDetail>(host, 'idm-group-changed', detail),
    [host],
  );
  return createElement(GroupAdminWidget, { key: groupDn ?? '', groupDn, onNavigate, onGroupChanged });
}

/**
 * `<idm-group-admin>`: groups — search, sort, page and count them, export CSV, create (container, name,
 * description), edit and delete one or many; a group's members (searched, paged, added through the picker,
 * removed) and the roles its members receive through it; dynamic groups with their query, read-only. In place.
 *
 * Attributes:
 * - `group-dn` (string): a group to open first (its DN); the list when left out.
 *
 * Properties: `groupDn` (the same).
 *
 * Events (bubbling, composed):
 * - `idm-group-changed` — `{ action: 'created' | 'updated' | 'deleted' | 'membersAdded' | 'membersRemoved', dns }`
 *   after a group was saved or deleted (dns: the groups) or its members changed (dns: the members).
 * - `idm-navigate` — `{ href }`: a link out of the widget (a member's or a role's page); cancelable.
 *
 * Parts: `root`, `banner`, `group-list`, `group-create`, `group-detail`, `group-form`, `group-members`,
 * `group-roles`, `table`, `dialog`.
 */
export const IdmGroupAdminElement = defineIdmElement('idm-group-admin', GroupAdminElement, {
  attributes: { groupDn: 'string' },
  styles: [...sharedStyles, groupAdminStyles],
  wrap: elementRootWith([{ namespace: 'groupAdmin', english: groupAdminEnglish }]),
  version: CORE_VERSION,
});
