import { createElement } from 'react';
import { defineIdmElement, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import serverAdminEnglish from '../src/i18n/en/serverAdmin.json';
import { ServerAdminWidget, isServerAdminPage, serverAdminStyles } from '../src/areas/server-admin';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';

export interface IdmServerAdminProps extends IdmHostProps {
  page?: string;
}

/** `idm-navigate` detail: an in-app route the host may follow. */
export type { IdmNavigateDetail } from '../src/ui/area';

function ServerAdminElement({ host, page }: IdmServerAdminProps) {
  const onNavigate = useEmbeddedNavigate(host);
  return createElement(ServerAdminWidget, {
    key: page ?? '',
    initial: isServerAdminPage(page) ? page : 'caching',
    onNavigate,
  });
}

/**
 * `<idm-server-admin>`: server administration for configuration administrators — cache holders with
 * their sizes (clear one) and the cache configuration; loggers (search, set a level, add one for a
 * package); the audit (CEF/syslog) destination, host and port checked; cache, cluster, memory and thread
 * statistics with the User Application driver's status.
 *
 * Attributes:
 * - `page` (string): `caching` (default), `logging`, `auditing` or `statistics`.
 *
 * Properties: `page` (the same).
 *
 * Events (bubbling, composed):
 * - `idm-navigate` — `{ href }`: a link out of the widget; cancelable.
 *
 * Parts: `root`, `banner`, `caching`, `logging`, `auditing`, `statistics`, `table`, `cache-configuration` (the cache
 * configuration form), `customized-holders` (the holders' own limits).
 */
export const IdmServerAdminElement = defineIdmElement('idm-server-admin', ServerAdminElement, {
  attributes: { page: 'string' },
  styles: [...sharedStyles, serverAdminStyles],
  wrap: elementRootWith([{ namespace: 'serverAdmin', english: serverAdminEnglish }]),
  version: CORE_VERSION,
});
