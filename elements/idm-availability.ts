import { createElement, useCallback } from 'react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import availabilityEnglish from '../src/i18n/en/availability.json';
import { AvailabilityWidget, availabilityStyles, type AvailabilityChangedDetail } from '../src/areas/availability';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';

export type IdmAvailabilityProps = IdmHostProps;

/** `idm-navigate` detail: an in-app route the host may follow. */
export type { IdmNavigateDetail } from '../src/ui/area';

export type IdmAvailabilityChangedDetail = AvailabilityChangedDetail;

function AvailabilityElement({ host }: IdmAvailabilityProps) {
  const onNavigate = useEmbeddedNavigate(host);
  const onAvailabilityChanged = useCallback(
    (detail: AvailabilityChangedDetail) =>
      void emitIdmEvent<IdmAvailabilityChangedDetail>(host, 'idm-availability-changed', detail),
    [host],
  );
  return createElement(AvailabilityWidget, { onNavigate, onAvailabilityChanged });
}

/**
 * `<idm-availability>`: the signed-in user's availability (administrators and team managers who may: a
 * user's) — the status (available, unavailable, or unavailable only in some periods) and the periods of
 * unavailability for some or all delegated requests; create, edit and delete in place. Overlapping and past
 * periods are refused beside the period.
 *
 * Attributes: none. Properties: none.
 *
 * Events (bubbling, composed):
 * - `idm-availability-changed` — `{ action: 'status' | 'created' | 'updated' | 'deleted', userDn }` after a change.
 * - `idm-navigate` — `{ href }`: a link out of the widget; cancelable.
 *
 * Parts: `root`, `banner`, `availability`, `availability-status`, `availability-form`, `period`, `table`, `dialog`.
 */
export const IdmAvailabilityElement = defineIdmElement('idm-availability', AvailabilityElement, {
  styles: [...sharedStyles, availabilityStyles],
  wrap: elementRootWith([{ namespace: 'availability', english: availabilityEnglish }]),
  version: CORE_VERSION,
});
