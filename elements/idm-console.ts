import { defineIdmElement } from './define-idm-element';
import { elementRootWith } from './element-root';
import { consoleStrings } from '../src/console/strings';
import { ConsoleApp } from '../src/console/ConsoleApp';
import { CORE_VERSION } from '../src/core/version';
import { sharedStyles } from '../src/ui/styles/shared-styles';
import consoleStyles from '../src/console/console.css?inline';

/**
 * `<idm-console>`: the whole standalone console. Attributes: `theme` (`light`, `dark`, `high-contrast`).
 * Themable through `--idm-*` custom properties and the parts `shell`, `header`, `brand`, `menu`,
 * `user-name`, `sign-out`, `main`, `loading`, `error`.
 */
export const IdmConsoleElement = defineIdmElement('idm-console', ConsoleApp, {
  styles: [...sharedStyles, consoleStyles],
  wrap: elementRootWith([consoleStrings]),
  version: CORE_VERSION,
});
