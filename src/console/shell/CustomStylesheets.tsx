import { useLoadedUserRights } from '../../api/rights';
import { useClientStyleVersion } from '../../api/settings';
import { useCore } from '../../core/react';

/** The site's custom stylesheet (spec section 2). */
export const CUSTOM_STYLESHEET_PATH = '/custom/css/idmdashcustom1.css';

/** The stylesheet of one client-settings id: `/custom/css/client-<id>.css`. */
export function clientStylesheetPath(clientId: string): string {
  return `/custom/css/client-${encodeURIComponent(clientId)}.css`;
}

/**
 * `<link rel="stylesheet">` elements rendered inside the console's shadow root (CSP style-src
 * 'self' allows them; nothing is injected as text). Their rules come before the adopted built-in
 * sheets in the cascade, so custom rules need a more specific selector (`:host(idm-console)`,
 * `.header.header`, …) to win over a built-in one; `--idm-*` custom properties set there apply.
 */
export function CustomStylesheets() {
  const core = useCore();
  const rights = useLoadedUserRights();
  const clientId = rights?.clientId || core.options.clientId;
  const base = core.options.consoleBase;
  const version = useClientStyleVersion(clientId);
  const clientSheet = new URL(clientStylesheetPath(clientId), base);
  // A new version after an upload: a new URL, so the browser fetches the sheet again and applies it at once.
  if (version !== 0) clientSheet.searchParams.set('v', String(version));
  return (
    <>
      <link rel="stylesheet" href={new URL(CUSTOM_STYLESHEET_PATH, base).href} />
      <link rel="stylesheet" href={clientSheet.href} />
    </>
  );
}
