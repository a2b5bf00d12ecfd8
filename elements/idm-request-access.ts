import { createElement, useCallback } from 'react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import requestAccessEnglish from '../src/i18n/en/requestAccess.json';
import { RequestAccessWidget } from '../src/areas/request-access/RequestAccessWidget';
import type { CartAnswer } from '../src/api/access';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';
import requestAccessStyles from '../src/areas/request-access/request-access.css?inline';

/** `detail` of `idm-request-submitted`: the server's answer to the submitted cart. */
export interface IdmRequestSubmittedDetail {
  /** True when every item went through for every recipient. */
  success: boolean;
  /** Succeeded (name or id), failed (name or id and reason) and SoD conflicts, as the banner shows them. */
  feedback: CartAnswer['feedback'];
  /** Request ids the server gave. */
  requestIds: string[];
  /** The server's answer as it came (`{success, OperationNodes: [...]}`). */
  response: unknown;
}

/** `detail` of `idm-navigate`: an in-app route the host may follow (e.g. '#/history'). */
export type { IdmNavigateDetail } from '../src/ui/area';

interface IdmRequestAccessProps extends IdmHostProps {
  recipient?: string;
  view?: string;
}

function IdmRequestAccess({ host, recipient, view }: IdmRequestAccessProps) {
  // Unless the host handles it (preventDefault), the link is followed: the console's hash routes.
  const onNavigate = useEmbeddedNavigate(host);
  const onSubmitted = useCallback(
    (answer: CartAnswer) =>
      void emitIdmEvent<IdmRequestSubmittedDetail>(host, 'idm-request-submitted', {
        success: answer.feedback.success,
        feedback: answer.feedback,
        requestIds: answer.requestIds,
        response: answer.raw,
      }),
    [host],
  );
  return createElement(RequestAccessWidget, { view, recipient, onNavigate, onSubmitted });
}

/**
 * `<idm-request-access>`: request access — the client's landing (featured) items by category, a search
 * over roles, resources and request definitions (type and category filters, 2 s debounce), item
 * details, request for myself or on behalf of others, request forms, and a cart submitted together
 * (kept in sessionStorage for the session).
 *
 * Attributes:
 * - `recipient` (string): a user DN to request for; the signed-in user's DN means myself; ignored when the
 *   server does not allow requests on behalf of others.
 * - `view` (`landing` | `catalog` | `cart`): `landing` (default) shows featured items, search and cart;
 *   `catalog` search and cart; `cart` the cart alone.
 *
 * Properties: `recipient`, `view` (the same).
 *
 * Events (bubbling, composed):
 * - `idm-request-submitted` — `{ success, feedback, requestIds, response }` after each submit, whatever the outcome.
 * - `idm-navigate` — `{ href }` when a link leaves the widget (the request history, `#/history`); cancelable:
 *   unless the host calls `preventDefault()`, `location.hash` is set to it.
 *
 * Parts: `request-access` (root), `recipients`, `catalog`, `landing`, `search`, `item` (each item card), `cart`,
 * `cart-button`, `banner`, `dialog`, `error`.
 */
export const IdmRequestAccessElement = defineIdmElement('idm-request-access', IdmRequestAccess, {
  attributes: { recipient: 'string', view: 'string' },
  styles: [...sharedStyles, requestAccessStyles],
  wrap: elementRootWith([{ namespace: 'requestAccess', english: requestAccessEnglish }]),
  version: CORE_VERSION,
});
