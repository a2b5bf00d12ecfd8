import { defineIdmElement } from './define-idm-element';
import { elementRootWith } from './element-root';
import { consoleStrings } from '../src/console/strings';
import { ConsoleApp } from '../src/console/ConsoleApp';
import { warmOpenedPage } from '../src/console/routes/warm-route';
import { AREA_SECTIONS } from '../src/console/routes/registered-areas';
import { getCore } from '../src/core';
import { installEarlyReads } from '../src/core/early-reads';
import { CORE_VERSION } from '../src/core/version';
import { sharedStyles } from '../src/ui/styles/shared-styles';
import consoleStyles from '../src/console/console.css?inline';

// Before the element (and so the page's core) exists: only this page's landing script sends early reads.
installEarlyReads();
// On a page that has the console already, the opened page's code and texts start loading now, not after its start.
if (typeof document !== 'undefined' && document.querySelector('idm-console'))
  warmOpenedPage(getCore(), AREA_SECTIONS, location.hash);

/**
 * `<idm-console>`: the whole standalone console — header with the server-driven menu, notifications and the
 * profile menu, every area the signed-in user's rights allow behind the hash routes (`#/tasks`, `#/role`, …),
 * the route guard, the help, help desk, proxy and session dialogs, and the footer.
 *
 * Attributes: none (the theme attribute, as every element). The browser tab's title follows the branding title
 * (client settings) while the console is on the page.
 *
 * Parts: `shell`, `header`, `brand`, `brand-logo`, `menu`, `notifications-button`, `notifications` (the list),
 * `profile-button`, `profile-menu`, `user-name`, `proxy-banner`, `help-button`, `main`, `footer`, `error`,
 * `signed-out`, `access-denied` (the page a user the client settings keep out sees).
 */
export const IdmConsoleElement = defineIdmElement('idm-console', ConsoleApp, {
  styles: [...sharedStyles, consoleStyles],
  wrap: elementRootWith([consoleStrings]),
  version: CORE_VERSION,
});
