import { createElement } from 'react';
import { defineIdmElement, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import dashboardEnglish from '../src/i18n/en/dashboard.json';
import { DashboardWidget, dashboardStyles } from '../src/areas/dashboard';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';

export interface IdmDashboardProps extends IdmHostProps {
  mode?: string;
}

/** `idm-navigate` detail: an in-app route the host may follow. */
export type { IdmNavigateDetail } from '../src/ui/area';

function DashboardElement({ host, mode }: IdmDashboardProps) {
  const onNavigate = useEmbeddedNavigate(host);
  return createElement(DashboardWidget, { mode: mode === 'global' ? 'global' : 'user', onNavigate });
}

/**
 * `<idm-dashboard>`: the signed-in user's dashboard — tiles with their counts (open tasks, requests in
 * progress, recent approvals, roles, resources, team tasks for managers, pending SoD exceptions for
 * administrators) and shortcuts, each leading to its area; Customize adds, removes and reorders tiles
 * (Move up / Move down or drag and drop) and saves them as the user's preference. With `mode="global"`,
 * administrators define the tiles every user starts with.
 *
 * Attributes:
 * - `mode` (string): `global` for the global dashboard; the user's own otherwise.
 *
 * Properties: `mode` (the same).
 *
 * Events (bubbling, composed):
 * - `idm-navigate` — `{ href }`: a tile's link out of the widget; cancelable.
 *
 * Parts: `root`, `banner`, `dashboard`, `global-dashboard`, `tile-editor`.
 */
export const IdmDashboardElement = defineIdmElement('idm-dashboard', DashboardElement, {
  attributes: { mode: 'string' },
  styles: [...sharedStyles, dashboardStyles],
  wrap: elementRootWith([{ namespace: 'dashboard', english: dashboardEnglish }]),
  version: CORE_VERSION,
});
