import { createElement, useCallback } from 'react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import historyEnglish from '../src/i18n/en/history.json';
import { HistoryWidget } from '../src/areas/history/HistoryWidget';
import type { RequestRetractedDetail } from '../src/areas/history/navigation';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';
import historyStyles from '../src/areas/history/history.css?inline';

export interface IdmRequestHistoryProps extends IdmHostProps {
  pageSize?: number;
  status?: string;
  action?: string;
}

/** `idm-navigate` detail: an in-app route the host may follow ('#/users/cn%3D…'). */
export type { IdmNavigateDetail } from '../src/ui/area';

export type IdmRequestRetractedDetail = RequestRetractedDetail;

function RequestHistoryElement({ host, pageSize, status, action }: IdmRequestHistoryProps) {
  // Unless the host handles it (preventDefault), the link is followed: the console's hash routes.
  const onNavigate = useEmbeddedNavigate(host);
  const onRequestRetracted = useCallback(
    (detail: RequestRetractedDetail) =>
      void emitIdmEvent<IdmRequestRetractedDetail>(host, 'idm-request-retracted', detail),
    [host],
  );
  return createElement(HistoryWidget, { pageSize, status, action, onNavigate, onRequestRetracted });
}

/**
 * `<idm-request-history>`: the role, resource and process requests the signed-in user made or received
 * (their team's too, for team managers) with search, filters, sorting, paging, each request's details
 * and timeline, and Retract while a request may still be retracted.
 *
 * Attributes:
 * - `page-size` (number): rows per page to start with; used when it is one of the page-size options.
 * - `status` (string): status groups to start with, comma-separated: `running_pending_p0`,
 *   `approved_completed_denied_p3`, `terminated_p2`.
 * - `action` (`grant` | `revoke`): the action filter to start with.
 *
 * Properties: `pageSize`, `status`, `action` (the same).
 *
 * Events (bubbling, composed):
 * - `idm-request-retracted` — `{ requestId, entityType, result, reason? }` after Retract.
 * - `idm-navigate` — `{ href }`: a link out of the widget (a user's details, `#/users/<dn>`); cancelable:
 *   unless the host calls `preventDefault()`, `location.hash` is set to it.
 *
 * Parts: `root`, `history` (the list), `request-detail`, `table`, `banner`, `dialog`.
 */
export const IdmRequestHistoryElement = defineIdmElement('idm-request-history', RequestHistoryElement, {
  attributes: { pageSize: 'number', status: 'string', action: 'string' },
  styles: [...sharedStyles, historyStyles],
  wrap: elementRootWith([{ namespace: 'history', english: historyEnglish }]),
  version: CORE_VERSION,
});
