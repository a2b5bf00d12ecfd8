import { createElement as h, useCallback } from 'react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import profileEnglish from '../src/i18n/en/profile.json';
import { useStartupData } from '../src/api/startup';
import { ProfileWidget } from '../src/areas/profile/ProfileWidget';
import type { ProfileSection } from '../src/areas/profile/sections';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { ComponentLoader } from '../src/ui/ComponentLoader';
import { sharedStyles } from '../src/ui/styles/shared-styles';
import profileStyles from '../src/areas/profile/profile.css?inline';

/** `idm-navigate` detail: an in-app route (`#/users/cn%3D…`, `#/entities/group/…`). */
export type { IdmNavigateDetail } from '../src/ui/area';

/** `idm-section-change` detail: the tab now shown. */
export interface IdmSectionChangeDetail {
  section: ProfileSection;
}

export interface IdmUserProfileProps extends IdmHostProps {
  section?: string;
}

function UserProfileElement({ host, section }: IdmUserProfileProps) {
  const startup = useStartupData();
  const onNavigate = useEmbeddedNavigate(host);
  const onSectionChange = useCallback(
    (next: ProfileSection) => void emitIdmEvent<IdmSectionChangeDetail>(host, 'idm-section-change', { section: next }),
    [host],
  );
  return h(
    'div',
    { className: 'idm-element-root', part: 'root' },
    startup.isPending ? h(ComponentLoader) : h(ProfileWidget, { section, onNavigate, onSectionChange }),
  );
}

/**
 * `<idm-user-profile>`: the signed-in user's profile — photo (change or remove, checked against the
 * image rules), name, the attributes (an edit form for the editable ones), the preferred language
 * (saving it switches the language at once), then tabs for my roles and resources (with 'Request
 * removal'), my groups and the password synchronisation status per connected system.
 *
 * Attributes:
 * - `section` (string): the tab to show — `details` (default), `roles`, `resources`, `groups`,
 *   `passwordSync` (the spec's `profileRoles`, `profileResources`, `profileGroups`,
 *   `profilePasswordSyncStatus` too).
 *
 * Properties: `section` (the same).
 *
 * Events (bubbling, composed):
 * - `idm-navigate` — `{ href }` for a link out of the widget (a person's page `#/users/<dn>`, an
 *   entity's page); cancelable: unless the host calls `preventDefault()`, `location.hash` is set to it.
 * - `idm-section-change` — `{ section }` when the user picks another tab (the widget switches by itself).
 *
 * Parts: `root`, `banner`, `profile`, `header`, `photo-control`, `tabs`, `panel`, `edit-form`, `locale`,
 * `table`, `dialog`, `quick-info`.
 */
export const IdmUserProfileElement = defineIdmElement('idm-user-profile', UserProfileElement, {
  attributes: { section: 'string' },
  styles: [...sharedStyles, profileStyles],
  wrap: elementRootWith([{ namespace: 'profile', english: profileEnglish }]),
  version: CORE_VERSION,
});
