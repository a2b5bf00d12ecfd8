import { createElement, useCallback } from 'react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import resourceAdminEnglish from '../src/i18n/en/resourceAdmin.json';
import { ResourceAdminWidget, resourceAdminStyles, type ResourceChangedDetail } from '../src/areas/resource-admin';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';

export interface IdmResourceAdminProps extends IdmHostProps {
  resourceDn?: string;
}

/** `idm-navigate` detail: an in-app route the host may follow. */
export type { IdmNavigateDetail } from '../src/ui/area';

export type IdmResourceChangedDetail = ResourceChangedDetail;

function ResourceAdminElement({ host, resourceDn }: IdmResourceAdminProps) {
  const onNavigate = useEmbeddedNavigate(host);
  const onResourceChanged = useCallback(
    (detail: ResourceChangedDetail) =>
      void emitIdmEvent<IdmResourceChangedDetail>(host, 'idm-resource-changed', detail),
    [host],
  );
  return createElement(ResourceAdminWidget, { key: resourceDn ?? '', resourceDn, onNavigate, onResourceChanged });
}

/**
 * `<idm-resource-admin>`: the resource catalog for administrators — search, categories, sort, paging, the column
 * chooser, CSV export and bulk delete (Pending Delete while assignments are revoked); a new resource and a resource's
 * page (name, description, categories, owners, localised texts, the entitlement binding with a static or request-time
 * value, parameters, request form, grant and revoke approval, expiration), resources from many entitlement values at
 * once, who holds a resource (assign to users with parameter values and dates; revoke), resource categories and the
 * drivers' entitlements with code-map refreshes, all in place.
 *
 * Attributes:
 * - `resource-dn` (string): a resource to open first (its DN); the list when left out.
 *
 * Properties: `resourceDn` (the same).
 *
 * Events (bubbling, composed):
 * - `idm-resource-changed` — `{ action: 'created' | 'updated' | 'deleted', dns }` after resources were saved or deleted.
 * - `idm-navigate` — `{ href }`: a link out of the widget; cancelable: unless the host calls
 *   `preventDefault()`, `location.hash` is set to it.
 *
 * Parts: `root`, `banner`, `resource-list`, `resource-create`, `resource-detail`, `resource-form`,
 * `resource-assignments`, `resource-assignments-page`, `entitlements`, `table`, `dialog`.
 */
export const IdmResourceAdminElement = defineIdmElement('idm-resource-admin', ResourceAdminElement, {
  attributes: { resourceDn: 'string' },
  styles: [...sharedStyles, resourceAdminStyles],
  wrap: elementRootWith([{ namespace: 'resourceAdmin', english: resourceAdminEnglish }]),
  version: CORE_VERSION,
});
