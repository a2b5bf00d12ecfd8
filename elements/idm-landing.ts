import { createElement } from 'react';
import { defineIdmElement, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import landingEnglish from '../src/i18n/en/landing.json';
import { LandingWidget, landingStyles } from '../src/areas/landing';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';

export interface IdmLandingProps extends IdmHostProps {
  mode?: string;
}

/** `idm-navigate` detail: an in-app route the host may follow. */
export type { IdmNavigateDetail } from '../src/ui/area';

function LandingElement({ host, mode }: IdmLandingProps) {
  const onNavigate = useEmbeddedNavigate(host);
  return createElement(LandingWidget, { mode: mode === 'edit' ? 'edit' : 'view', onNavigate });
}

/**
 * `<idm-landing>`: the user landing page — featured applications and permissions by category with their
 * icons, in the user's language; applications open their address (http, https or relative only),
 * permissions lead to Request Access. With `mode="edit"`, administrators add, edit, reorder and delete
 * categories and applications, with names in English, German, French, Arabic and Hebrew.
 *
 * Attributes:
 * - `mode` (string): `edit` for the editor; the landing page otherwise.
 *
 * Properties: `mode` (the same).
 *
 * Events (bubbling, composed):
 * - `idm-navigate` — `{ href }`: an in-app link out of the widget; cancelable.
 *
 * Parts: `root`, `banner`, `landing`, `landing-editor`.
 */
export const IdmLandingElement = defineIdmElement('idm-landing', LandingElement, {
  attributes: { mode: 'string' },
  styles: [...sharedStyles, landingStyles],
  wrap: elementRootWith([{ namespace: 'landing', english: landingEnglish }]),
  version: CORE_VERSION,
});
