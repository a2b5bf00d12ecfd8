import type { TFunction } from 'i18next';
import type { RoleLookupItem } from '../../api/catalog-admin';
import { commonName } from '../../domain/format';
import { CATALOG_ITEM_STATUS } from '../../domain/catalog-status';

/** The preference that keeps the role list's columns. */
export const ROLE_COLUMNS_PREFERENCE = 'com.netiq.idm.console.role-admin.columns';

/** A row of the role list. */
export interface RoleRow {
  rowId: string;
  dn: string;
  name: string;
  description: string;
  level: number;
  roleLevel: string;
  subContainer: string;
  categories: string;
  owners: string;
  status: string;
  pendingDelete: boolean;
}

/** Spec section 3: 10 Permission Role, 20 IT Role, 30 Business Role (containers Level10/20/30 by those names). */
export function levelName(t: TFunction, level: number): string {
  if (level === 10 || level === 20 || level === 30) return t(`roleAdmin.level.${level}`);
  return String(level);
}

export function statusName(t: TFunction, status: number): string {
  return status === CATALOG_ITEM_STATUS.pendingDelete ? t('roleAdmin.status.15') : t('roleAdmin.status.50');
}

export function toRoleRow(t: TFunction, role: RoleLookupItem): RoleRow {
  return {
    rowId: role.dn,
    dn: role.dn,
    name: role.name,
    description: role.description,
    level: role.level,
    roleLevel: levelName(t, role.level),
    subContainer: role.subContainer ? commonName(role.subContainer) : '',
    categories: role.categories.map((c) => c.name).join(', '),
    owners: role.owners.map((o) => o.name).join(', '),
    status: statusName(t, role.status),
    pendingDelete: role.status === CATALOG_ITEM_STATUS.pendingDelete,
  };
}

/**
 * The role list's columns: the preference that keeps the chooser's choice, the columns it offers after name (never
 * hidden) and description, and those shown by default.
 */
export const ROLE_COLUMNS = {
  preference: ROLE_COLUMNS_PREFERENCE,
  others: ['roleLevel', 'subContainer', 'categories', 'owners', 'status'],
  defaults: ['name', 'description', 'roleLevel', 'categories', 'status'],
};
