import type { TFunction } from 'i18next';
import type { ItemKind } from './model';

/** 'Role', 'Resource' or 'Request' for an item's kind. */
export function kindLabel(t: TFunction, kind: ItemKind): string {
  if (kind === 'role') return t('requestAccess.kind.role');
  if (kind === 'resource') return t('requestAccess.kind.resource');
  return t('requestAccess.kind.prd');
}
