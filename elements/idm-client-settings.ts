import { createElement } from 'react';
import { defineIdmElement, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import clientSettingsEnglish from '../src/i18n/en/clientSettings.json';
import {
  CLIENT_SETTINGS_TABS,
  ClientSettingsWidget,
  clientSettingsStyles,
  type ClientSettingsTab,
} from '../src/areas/client-settings';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';

export interface IdmClientSettingsProps extends IdmHostProps {
  tab?: string;
}

const isTab = (value: string | null): value is ClientSettingsTab =>
  value !== null && (CLIENT_SETTINGS_TABS as readonly string[]).includes(value);

function ClientSettingsElement({ host, tab }: IdmClientSettingsProps) {
  const onNavigate = useEmbeddedNavigate(host);
  const first = tab ?? null;
  return createElement(ClientSettingsWidget, { key: first ?? '', onNavigate, ...(isTab(first) ? { tab: first } : {}) });
}

/**
 * `<idm-client-settings>`: client settings — the clients (list, create, delete; client 1 is the default) and
 * each client's branding, help desk, customization, access and dashboard access (save, restore defaults) and
 * stylesheet. A save applies at once to every reader of the settings on the page (header, footer, banner).
 *
 * Attributes: `tab` — the section shown first: branding (default), helpdesk, customization, access,
 * dashboardAccess, style, clients. Properties: `tab` (the same).
 *
 * Events (bubbling, composed):
 * - `idm-navigate` — `{ href }`: a link out of the widget; cancelable.
 *
 * Parts: `root`, `banner`, `client-settings`, `section-branding`, `section-helpdesk`, `section-customization`,
 * `section-access`, `section-dashboardAccess`, `section-style`, `clients`.
 */
export const IdmClientSettingsElement = defineIdmElement('idm-client-settings', ClientSettingsElement, {
  styles: [...sharedStyles, clientSettingsStyles],
  wrap: elementRootWith([{ namespace: 'clientSettings', english: clientSettingsEnglish }]),
  attributes: { tab: 'string' },
  version: CORE_VERSION,
});
