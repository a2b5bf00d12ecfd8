import { createElement, useCallback } from 'react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import proxyAssignmentsEnglish from '../src/i18n/en/proxyAssignments.json';
import {
  ProxyAssignmentsWidget,
  proxyAssignmentsStyles,
  type ProxyAssignmentChangedDetail,
} from '../src/areas/proxy-assignments';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';

export type IdmProxyAssignmentsProps = IdmHostProps;

/** `idm-navigate` detail: an in-app route the host may follow. */
export type { IdmNavigateDetail } from '../src/ui/area';

export type IdmProxyChangedDetail = ProxyAssignmentChangedDetail;

function ProxyAssignmentsElement({ host }: IdmProxyAssignmentsProps) {
  const onNavigate = useEmbeddedNavigate(host);
  const onProxyChanged = useCallback(
    (detail: ProxyAssignmentChangedDetail) =>
      void emitIdmEvent<IdmProxyChangedDetail>(host, 'idm-proxy-changed', detail),
    [host],
  );
  return createElement(ProxyAssignmentsWidget, { onNavigate, onProxyChanged });
}

/**
 * `<idm-proxy-assignments>` (administrators): who may act as whom, until when — sorted by end, proxy or
 * proxied user, searched, paged; create (a proxy, the users they act as, an end or none), change the end,
 * delete. The Proxy As dialog of the proxy follows at once.
 *
 * Attributes: none. Properties: none.
 *
 * Events (bubbling, composed):
 * - `idm-proxy-changed` — `{ action: 'created' | 'updated' | 'deleted', ids }` after a change.
 * - `idm-navigate` — `{ href }`: a link out of the widget; cancelable.
 *
 * Parts: `root`, `banner`, `proxy-assignments`, `proxy-form`, `period`, `table`, `dialog`.
 */
export const IdmProxyAssignmentsElement = defineIdmElement('idm-proxy-assignments', ProxyAssignmentsElement, {
  styles: [...sharedStyles, proxyAssignmentsStyles],
  wrap: elementRootWith([{ namespace: 'proxyAssignments', english: proxyAssignmentsEnglish }]),
  version: CORE_VERSION,
});
