import type { TFunction } from 'i18next';
import { validateResourceNames, type ResourceInput } from '../../api/resource-admin';
import type { IdmCore } from '../../core';
import { displayValue } from '../../domain/form-display';
import type { EntitlementBinding, Expiration } from '../../domain/resource-admin';
import type { ApprovalChoice } from '../../domain/role-admin';

// The resource form's server check and conflict display: apart from the list's mapping, so that the list does
// not load the editor's calls.

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
  return [t(`resourceAdminPages.approvalType.${approval.type}`), who].filter((part) => part !== '').join(': ');
}

/** A field of the resource form as the conflict dialog shows it; undefined: the kit's own way. */
export function displayResourceField(t: TFunction, field: keyof ResourceInput, value: unknown): string | undefined {
  if (field === 'approval') return approvalText(t, value as ApprovalChoice);
  if (field === 'revoke') {
    const revoke = value as ResourceInput['revoke'];
    if (revoke.retain) return t('resourceAdminPages.revokeMode.retain');
    return revoke.sameAsGrant ? t('resourceAdminPages.revokeMode.same') : approvalText(t, revoke.approval);
  }
  if (field === 'binding') {
    const binding = value as EntitlementBinding | null;
    return binding ? `${binding.entitlementName}: ${binding.valueName || t('resourceAdmin.dynamicValue')}` : '';
  }
  if (field === 'expiration') {
    const expiration = value as Expiration;
    const after = expiration.count
      ? `${expiration.count} ${t(`resourceAdminPages.expiration.units.${expiration.unit}`)}`
      : '';
    return [expiration.required ? t('resourceAdminPages.expiration.required') : '', after].filter(Boolean).join(' · ');
  }
  return undefined;
}
