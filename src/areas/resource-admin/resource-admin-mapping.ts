import type { TFunction } from 'i18next';
import { validateResourceNames, type ResourceInput, type ResourceSummary } from '../../api/resource-admin';
import type { IdmCore } from '../../core';
import { displayValue } from '../../domain/form-display';
import type { EntitlementBinding, Expiration } from '../../domain/resource-admin';
import { commonName } from '../../domain/format';
import { CATALOG_ITEM_STATUS, type ApprovalChoice } from '../../domain/role-admin';
import type { DataTableColumn } from '../../ui/table/types';
import { catalogColumns, visibleCatalogColumns } from '../../ui/area/catalog-columns';

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
  return status === CATALOG_ITEM_STATUS.pendingDelete ? t('resourceAdmin.status.15') : t('resourceAdmin.status.50');
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

/** Every column the chooser offers; name cannot be hidden. */
export const allResourceColumns = (t: TFunction): DataTableColumn[] =>
  catalogColumns(t, 'resourceAdmin', ['driver', 'entitlement', 'value', 'categories', 'owners', 'status']);

export const DEFAULT_RESOURCE_COLUMNS = ['name', 'description', 'driver', 'entitlement', 'categories', 'status'];

export const visibleResourceColumns = (all: readonly DataTableColumn[], saved: readonly string[] | null) =>
  visibleCatalogColumns(all, saved, DEFAULT_RESOURCE_COLUMNS);

/**
 * The free name the server suggests when `name` is taken by another resource, else null. A failed check
 * lets the save go: the server checks again.
 */
export async function nameInUse(core: IdmCore, name: string): Promise<string | null> {
  const [answer] = await validateResourceNames(core, [name]).catch(() => []);
  return answer?.inUse ? answer.suggestion : null;
}

function approvalText(t: TFunction, approval: ApprovalChoice): string {
  const who = displayValue(approval.approvers) || approval.requestDef?.name || '';
  return [t(`resourceAdmin.approvalType.${approval.type}`), who].filter((part) => part !== '').join(': ');
}

/** A field of the resource form as the conflict dialog shows it; undefined: the kit's own way. */
export function displayResourceField(t: TFunction, field: keyof ResourceInput, value: unknown): string | undefined {
  if (field === 'approval') return approvalText(t, value as ApprovalChoice);
  if (field === 'revoke') {
    const revoke = value as ResourceInput['revoke'];
    if (revoke.retain) return t('resourceAdmin.revokeMode.retain');
    return revoke.sameAsGrant ? t('resourceAdmin.revokeMode.same') : approvalText(t, revoke.approval);
  }
  if (field === 'binding') {
    const binding = value as EntitlementBinding | null;
    return binding ? `${binding.entitlementName}: ${binding.valueName || t('resourceAdmin.dynamicValue')}` : '';
  }
  if (field === 'expiration') {
    const expiration = value as Expiration;
    const after = expiration.count
      ? `${expiration.count} ${t(`resourceAdmin.expiration.units.${expiration.unit}`)}`
      : '';
    return [expiration.required ? t('resourceAdmin.expiration.required') : '', after].filter(Boolean).join(' · ');
  }
  return undefined;
}
