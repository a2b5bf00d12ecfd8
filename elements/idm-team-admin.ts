import { createElement, useCallback } from 'react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import teamAdminEnglish from '../src/i18n/en/teamAdmin.json';
import { TeamAdminWidget, teamAdminStyles, type TeamChangedDetail } from '../src/areas/team-admin';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';

export interface IdmTeamAdminProps extends IdmHostProps {
  teamDn?: string;
}

/** `idm-navigate` detail: an in-app route the host may follow. */
export type { IdmNavigateDetail } from '../src/ui/area';

export type IdmTeamChangedDetail = TeamChangedDetail;

function TeamAdminElement({ host, teamDn }: IdmTeamAdminProps) {
  const onNavigate = useEmbeddedNavigate(host);
  const onTeamChanged = useCallback(
    (detail: TeamChangedDetail) => void emitIdmEvent<IdmTeamChangedDetail>(host, 'idm-team-changed', detail),
    [host],
  );
  return createElement(TeamAdminWidget, { key: teamDn ?? '', teamDn, onNavigate, onTeamChanged });
}

/**
 * `<idm-team-admin>`: teams — list by type (A all domains, P provisioning requests, R roles, S resources,
 * C compliance), search, sort, create, edit and delete teams (managers; members by users, groups,
 * containers, the managers' direct reports and nested teams), and each team's permissions: what its
 * managers may do for the members (request chosen roles, resources, request definitions or whole
 * containers; see and act on tasks; see history; set delegation and availability). Team managers see
 * their teams read-only.
 *
 * Attributes:
 * - `team-dn` (string): a team to open first (its DN); the list when left out.
 *
 * Properties: `teamDn` (the same).
 *
 * Events (bubbling, composed):
 * - `idm-team-changed` — `{ action: 'created' | 'updated' | 'deleted' | 'permissions', dns }` after a team or
 *   its permissions were saved or deleted.
 * - `idm-navigate` — `{ href }`: a link out of the widget; cancelable.
 *
 * Parts: `root`, `banner`, `team-list`, `team-create`, `team-detail`, `team-form`, `team-permissions`, `table`,
 * `dialog`.
 */
export const IdmTeamAdminElement = defineIdmElement('idm-team-admin', TeamAdminElement, {
  attributes: { teamDn: 'string' },
  styles: [...sharedStyles, teamAdminStyles],
  wrap: elementRootWith([{ namespace: 'teamAdmin', english: teamAdminEnglish }]),
  version: CORE_VERSION,
});
