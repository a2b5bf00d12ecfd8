import { createElement, useCallback } from 'react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import resourceAdminEnglish from '../src/i18n/en/resourceAdmin.json';
import {
  ResourceAdminWidget,
  resourceAdminStyles,
  type ResourceAdminStart,
  type ResourceChangedDetail,
} from '../src/areas/resource-admin';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';

export interface IdmResourceAdminProps extends IdmHostProps {
  resourceDn?: string;
  view?: string;
}

const START_VIEWS: readonly ResourceAdminStart[] = ['list', 'entitlements', 'cprs'];

/** `idm-navigate` detail: an in-app route the host may follow. */
export type { IdmNavigateDetail } from '../src/ui/area';

export type IdmResourceChangedDetail = ResourceChangedDetail;

function ResourceAdminElement({ host, resourceDn, view }: IdmResourceAdminProps) {
  const start = START_VIEWS.find((v) => v === view) ?? 'list';
  const onNavigate = useEmbeddedNavigate(host);
  const onResourceChanged = useCallback(
    (detail: ResourceChangedDetail) =>
      void emitIdmEvent<IdmResourceChangedDetail>(host, 'idm-resource-changed', detail),
    [host],
  );
  return createElement(ResourceAdminWidget, {
    key: `${resourceDn ?? ''}|${start}`,
    resourceDn,
    view: start,
    onNavigate,
    onResourceChanged,
  });
}

/**
 * `<idm-resource-admin>`: the resource catalog for administrators — search, categories, sort, paging, the column
 * chooser, CSV export and bulk delete (Pending Delete while assignments are revoked); a new resource and a resource's
 * page (name, description, categories, owners, localised texts, the entitlement binding with a static or request-time
 * value, parameters, request form, grant and revoke approval, expiration), resources from many entitlement values at
 * once, who holds a resource (assign to users with parameter values and dates; revoke), resource categories and the
 * drivers' entitlements with code-map refreshes, all in place; or CPRS, the connected-system permission
 * reconciliation (settings, reconcile, the delta, publish, the requests' status).
 *
 * Attributes:
 * - `resource-dn` (string): a resource to open first (its DN); the list when left out.
 * - `view` (string): what to show when no resource is named: `list` (default), `entitlements` (the drivers'
 *   entitlements) or `cprs` (CPRS, the console's section `cprs`).
 *
 * Properties: `resourceDn`, `view` (the same).
 *
 * Events (bubbling, composed):
 * - `idm-resource-changed` — `{ action: 'created' | 'updated' | 'deleted', dns }` after resources were saved or deleted.
 * - `idm-navigate` — `{ href }`: a link out of the widget; cancelable: unless the host calls
 *   `preventDefault()`, `location.hash` is set to it.
 *
 * Parts: `root`, `banner`, `resource-list`, `resource-create`, `resource-detail`, `resource-form`,
 * `resource-assignments`, `resource-assignments-page`, `entitlements`, `cprs`, `table`, `dialog`.
 */
export const IdmResourceAdminElement = defineIdmElement('idm-resource-admin', ResourceAdminElement, {
  attributes: { resourceDn: 'string', view: 'string' },
  styles: [...sharedStyles, resourceAdminStyles],
  wrap: elementRootWith([{ namespace: 'resourceAdmin', english: resourceAdminEnglish }]),
  version: CORE_VERSION,
});
