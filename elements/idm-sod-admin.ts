import { createElement, useCallback } from 'react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import sodAdminEnglish from '../src/i18n/en/sodAdmin.json';
import { SodAdminWidget, sodAdminStyles, type SodChangedDetail } from '../src/areas/sod-admin';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';

export interface IdmSodAdminProps extends IdmHostProps {
  sodDn?: string;
}

/** `idm-navigate` detail: an in-app route the host may follow. */
export type { IdmNavigateDetail } from '../src/ui/area';

export type IdmSodChangedDetail = SodChangedDetail;

function SodAdminElement({ host, sodDn }: IdmSodAdminProps) {
  const onNavigate = useEmbeddedNavigate(host);
  const onSodChanged = useCallback(
    (detail: SodChangedDetail) => void emitIdmEvent<IdmSodChangedDetail>(host, 'idm-sod-changed', detail),
    [host],
  );
  return createElement(SodAdminWidget, { key: sodDn ?? '', sodDn, onNavigate, onSodChanged });
}

/**
 * `<idm-sod-admin>`: separation-of-duties rules — search, create, edit and delete rules (two conflicting
 * roles, names and descriptions with other languages, exception approval by the default SoD approvers or
 * chosen ones, or a justification only), and each rule's violations with the roles behind them, in place.
 *
 * Attributes:
 * - `sod-dn` (string): a rule to open first (its DN); the list when left out.
 *
 * Properties: `sodDn` (the same).
 *
 * Events (bubbling, composed):
 * - `idm-sod-changed` — `{ action: 'created' | 'updated' | 'deleted', dns }` after a rule was saved or deleted.
 * - `idm-navigate` — `{ href }`: a link out of the widget; cancelable.
 *
 * Parts: `root`, `banner`, `sod-list`, `sod-create`, `sod-detail`, `sod-form`, `sod-violations`, `table`, `dialog`.
 */
export const IdmSodAdminElement = defineIdmElement('idm-sod-admin', SodAdminElement, {
  attributes: { sodDn: 'string' },
  styles: [...sharedStyles, sodAdminStyles],
  wrap: elementRootWith([{ namespace: 'sodAdmin', english: sodAdminEnglish }]),
  version: CORE_VERSION,
});
