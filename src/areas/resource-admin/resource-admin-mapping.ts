import type { TFunction } from 'i18next';
import type { ResourceSummary } from '../../api/resource-admin';
import { commonName } from '../../domain/format';
import { CATALOG_ITEM_STATUS, catalogStatusCode } from '../../domain/catalog-status';

/** The preference that keeps the resource list's columns. */
export const RESOURCE_COLUMNS_PREFERENCE = 'com.netiq.idm.console.resource-admin.columns';

/** A row of the resource list. */
export interface ResourceRow {
  rowId: string;
  dn: string;
  name: string;
  description: string;
  driver: string;
  entitlement: string;
  value: string;
  categories: string;
  owners: string;
  status: string;
  pendingDelete: boolean;
}

export function statusName(t: TFunction, status: number): string {
  return t(`resourceAdmin.status.${catalogStatusCode(status)}`);
}

export function toResourceRow(t: TFunction, resource: ResourceSummary): ResourceRow {
  return {
    rowId: resource.dn,
    dn: resource.dn,
    name: resource.name,
    description: resource.description,
    driver: resource.driverDn ? commonName(resource.driverDn) : '',
    entitlement: resource.entitlementName,
    value: resource.entitlementDn ? resource.value || t('resourceAdmin.dynamicValue') : '',
    categories: resource.categories.map((c) => c.name).join(', '),
    owners: resource.owners.map((o) => o.name).join(', '),
    status: statusName(t, resource.status),
    pendingDelete: resource.status === CATALOG_ITEM_STATUS.pendingDelete,
  };
}

/**
 * The resource list's columns: the preference that keeps the chooser's choice, the columns it offers after name (never
 * hidden) and description, and those shown by default.
 */
export const RESOURCE_COLUMNS = {
  preference: RESOURCE_COLUMNS_PREFERENCE,
  others: ['driver', 'entitlement', 'value', 'categories', 'owners', 'status'],
  defaults: ['name', 'description', 'driver', 'entitlement', 'categories', 'status'],
};
