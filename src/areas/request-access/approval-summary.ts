import type { TFunction } from 'i18next';
import { deriveApproval, type Approval } from '../../domain/approval';
import { commonName } from '../../domain/format';
import type { ItemDetails } from './model';

/** The item's approval as src/domain/approval.ts derives it (spec section 4). */
export function itemApproval(details: Pick<ItemDetails, 'approval'>): Approval {
  const a = details.approval;
  return deriveApproval({
    required: a.required,
    standard: a.standard,
    quorum: a.quorum,
    approvers: a.approvers ?? [],
    requestDef: a.requestDef ?? null,
    requestDefName: a.requestDefName ?? null,
  });
}

export interface ApprovalSummary {
  /**
   * One line: 'No approval required', 'Serial approval', 'Parallel approval', 'Quorum approval (50%)',
   * 'Custom approval process: X'.
   */
  title: string;
  /** Approver names in order (serial: by sequence). */
  approvers: string[];
}

export function approvalSummary(t: TFunction, approval: Approval, parallel = false): ApprovalSummary {
  const approvers = approval.approvers.map((a) => a.name || commonName(a.id ?? '')).filter((name) => name !== '');
  switch (approval.type) {
    case 'none':
      return { title: t('requestAccess.approval.none'), approvers: [] };
    case 'serial':
      return parallel
        ? { title: t('requestAccess.approval.parallel'), approvers }
        : { title: t('requestAccess.approval.serial'), approvers };
    case 'quorum':
      return {
        title: t('requestAccess.approval.quorum', { quorum: approval.quorum ?? 0 }),
        approvers,
      };
    case 'custom':
      return {
        title: t('requestAccess.approval.custom', {
          name: approval.requestDef?.name || commonName(approval.requestDef?.dn ?? ''),
        }),
        approvers: [],
      };
  }
}
