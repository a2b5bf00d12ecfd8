import { createElement } from 'react';
import { defineIdmElement, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import configurationEnglish from '../src/i18n/en/configuration.json';
import {
  CONFIGURATION_WIDGET_PAGES,
  ConfigurationWidget,
  configurationStyles,
  type ConfigurationWidgetPage,
} from '../src/areas/configuration';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';

export interface IdmConfigurationProps extends IdmHostProps {
  page?: string;
}

const isPage = (value: string | null): value is ConfigurationWidgetPage =>
  value !== null && (CONFIGURATION_WIDGET_PAGES as readonly string[]).includes(value);

function ConfigurationElement({ host, page }: IdmConfigurationProps) {
  const onNavigate = useEmbeddedNavigate(host);
  return createElement(ConfigurationWidget, {
    page: isPage(page ?? null) ? (page as ConfigurationWidgetPage) : 'index',
    onNavigate,
  });
}

/**
 * `<idm-configuration>`: product configuration — the index of configuration pages, display settings (rows per
 * page, page-size options, new-request sort, task and request lists), role and resource settings (role, SoD,
 * entitlement query), delegation and proxy settings, Identity Governance integration (the password is
 * write-only: shown as set or not set, replaced only when typed). Configuration administrators only.
 *
 * Attributes: `page` — index (default), settings, roleresource, delegationproxy, igConfiguration.
 * Properties: `page` (the same).
 *
 * Events (bubbling, composed):
 * - `idm-navigate` — `{ href }`: a link to another configuration page or area; cancelable.
 *
 * Parts: `root`, `banner`, `configuration`, `general-settings`, `task-display-settings`,
 * `request-display-settings`, `role-settings`, `sod-settings`, `entitlement-query-settings`,
 * `delegation-settings`, `proxy-settings`, `ig-settings`, `ig-password-state`.
 */
export const IdmConfigurationElement = defineIdmElement('idm-configuration', ConfigurationElement, {
  styles: [...sharedStyles, configurationStyles],
  wrap: elementRootWith([{ namespace: 'configuration', english: configurationEnglish }]),
  attributes: { page: 'string' },
  version: CORE_VERSION,
});
