import type { TFunction } from 'i18next';
import type { RoleInput } from '../../api/catalog-admin';
import { commonName } from '../../domain/format';
import { displayValue } from '../../domain/form-display';
import type { ApprovalChoice } from '../../domain/role-admin';
import { levelName } from './role-admin-mapping';

// The role form's conflict display: apart from the list's mapping, so that the list does not load it.

/** A role form's field as the conflict dialog shows it: level and approval by name, the rest as text. */
export function displayRoleField(t: TFunction, field: keyof RoleInput, value: unknown): string {
  if (field === 'level') return levelName(t, Number(value));
  if (field === 'subContainer') return typeof value === 'string' && value !== '' ? commonName(value) : '';
  if (field === 'approval') return approvalText(t, value as ApprovalChoice);
  if (field === 'revoke') {
    const revoke = value as RoleInput['revoke'];
    return revoke.sameAsGrant ? t('roleAdminEditor.sameAsGrant') : approvalText(t, revoke.approval);
  }
  return displayValue(value);
}

function approvalText(t: TFunction, approval: ApprovalChoice): string {
  const who = displayValue(approval.approvers);
  return [t(`roleAdminEditor.approvalType.${approval.type}`), who].filter((part) => part !== '').join(': ');
}
