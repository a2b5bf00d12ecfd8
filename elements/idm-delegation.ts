import { createElement, useCallback } from 'react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import delegationEnglish from '../src/i18n/en/delegation.json';
import { DelegationWidget, delegationStyles, type DelegationChangedDetail } from '../src/areas/delegation';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';

export type IdmDelegationProps = IdmHostProps;

/** `idm-navigate` detail: an in-app route the host may follow. */
export type { IdmNavigateDetail } from '../src/ui/area';

export type IdmDelegationChangedDetail = DelegationChangedDetail;

function DelegationElement({ host }: IdmDelegationProps) {
  const onNavigate = useEmbeddedNavigate(host);
  const onDelegationChanged = useCallback(
    (detail: DelegationChangedDetail) =>
      void emitIdmEvent<IdmDelegationChangedDetail>(host, 'idm-delegation-changed', detail),
    [host],
  );
  return createElement(DelegationWidget, { onNavigate, onDelegationChanged });
}

/**
 * `<idm-delegation>`: the signed-in user's delegations (administrators and team managers who may: a user's,
 * or everyone's) — who hands which approval tasks (all requests, or request definitions by category) to whom
 * (a user, or a relationship such as the manager) and when; create, edit and delete in place. Overlapping
 * and past periods are refused beside the period.
 *
 * Attributes: none. Properties: none.
 *
 * Events (bubbling, composed):
 * - `idm-delegation-changed` — `{ action: 'created' | 'updated' | 'deleted', ids }` after a delegation was saved or deleted.
 * - `idm-navigate` — `{ href }`: a link out of the widget; cancelable.
 *
 * Parts: `root`, `banner`, `delegation-list`, `delegation-create`, `delegation-edit`, `delegation-form`, `period`, `table`, `dialog`.
 */
export const IdmDelegationElement = defineIdmElement('idm-delegation', DelegationElement, {
  styles: [...sharedStyles, delegationStyles],
  wrap: elementRootWith([{ namespace: 'delegation', english: delegationEnglish }]),
  version: CORE_VERSION,
});
