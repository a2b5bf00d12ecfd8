import type { RoleRow } from '../../db/lookups/catalog.js';
import { roleNodes } from '../lookups/catalog-nodes.js';
import type { RoleAdmin } from './context.js';

const approverNodes = (rows: ReturnType<RoleAdmin['roles']['approval']>['approvers']) =>
  rows.map((a) => ({ id: a.approver_dn, name: a.name ?? a.approver_dn, type: a.type, sequence: a.sequence }));

/**
 * Full RoleNodes (role details): the lookup fields plus the grant approval as the contract names it, and the
 * revoke approval with the fields ResourceNode uses for it (revokeEqualsGrant, revokeApprovalIsStandard,
 * revokeQuorum, revokeApprovers, revokeRequestDefName: sandbox extensions, the contract's RoleNode has only
 * revokeRequired and revokeRequestDef).
 */
export function roleDetailNodes(ctx: RoleAdmin, rows: readonly RoleRow[]) {
  const base = roleNodes(ctx.app.store, rows);
  return rows.map((row, index) => {
    const grant = ctx.roles.approval(row.dn, 'grant');
    const revoke = ctx.roles.approval(row.dn, 'revoke');
    const g = grant.definition;
    const r = revoke.definition;
    const sameAsGrant = r?.same_as_grant === 1;
    return {
      ...base[index],
      approvalRequired: g ? g.required === 1 : row.approval_required === 1,
      approvalIsStandard: g ? g.standard === 1 : true,
      approvalQuorum: g?.quorum ?? '',
      approvalApprovers: approverNodes(grant.approvers),
      approvalRequestDef: g?.request_def_dn ?? '',
      approvalRequestDefName: g?.request_def_name ?? '',
      revokeRequired: sameAsGrant ? g?.required === 1 : r?.required === 1,
      revokeEqualsGrant: sameAsGrant,
      revokeApprovalIsStandard: r ? r.standard === 1 : true,
      revokeQuorum: sameAsGrant ? '' : (r?.quorum ?? ''),
      revokeApprovers: sameAsGrant ? [] : approverNodes(revoke.approvers),
      revokeRequestDef: sameAsGrant ? '' : (r?.request_def_dn ?? ''),
      revokeRequestDefName: sameAsGrant ? '' : (r?.request_def_name ?? ''),
    };
  });
}
