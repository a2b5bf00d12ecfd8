import { deriveApproval } from '../../../../src/domain/approval.js';
import type { ResourceRow } from '../../db/lookups/catalog.js';
import { resourceNodes } from '../lookups/catalog-nodes.js';
import type { ResourceAdmin } from './context.js';

type ApprovalRows = ReturnType<ResourceAdmin['approvals']['approval']>;

const approverNodes = (rows: ApprovalRows['approvers']) =>
  rows.map((a) => ({ id: a.approver_dn, name: a.name ?? a.approver_dn, type: a.type, sequence: a.sequence }));

/** The derived approval type (spec section 3: none, serial, quorum, custom) of a definition. */
function approvalType(rows: ApprovalRows): string {
  const d = rows.definition;
  if (!d) return 'none';
  return deriveApproval({
    required: d.required,
    standard: d.standard,
    quorum: d.quorum,
    approvers: rows.approvers.map((a) => ({ id: a.approver_dn, sequence: a.sequence })),
    requestDef: d.request_def_dn,
    requestDefName: d.request_def_name,
  }).type;
}

/**
 * Full ResourceNodes (resource details): the lookup fields plus the driver's and entitlement's names, the grant and
 * revoke approvals as the contract names them with the derived approvalType / revokeApprovalType (spec section 3),
 * the request form (provisioningRequestDef) and the expiration.
 */
export function resourceDetailNodes(ctx: ResourceAdmin, rows: readonly ResourceRow[]) {
  const base = resourceNodes(ctx.app.store, rows);
  const { drivers } = ctx.app.store.lookups;
  return rows.map((row, index) => {
    const grant = ctx.approvals.approval(row.dn, 'grant');
    const revoke = ctx.approvals.approval(row.dn, 'revoke');
    const g = grant.definition;
    const r = revoke.definition;
    const sameAsGrant = r?.same_as_grant === 1;
    const expiration = ctx.resources.expiration(row.dn);
    const requestDef = ctx.resources.requestDef(row.dn);
    const node = base[index]!;
    const value =
      row.entitlement_dn && row.entitlement_value
        ? drivers.value(row.entitlement_dn, row.entitlement_value)
        : undefined;
    return {
      ...node,
      entitlements: node.entitlements.map((e) => ({
        ...e,
        driverName: row.driver_dn ? (drivers.driverByDn(row.driver_dn)?.name ?? '') : '',
        parameterName: value?.display_name ?? '',
      })),
      approvalRequired: g ? g.required === 1 : false,
      approvalIsStandard: g ? g.standard === 1 : true,
      quorum: g?.quorum ?? '',
      approvers: approverNodes(grant.approvers),
      requestDef: g?.request_def_dn ?? '',
      requestDefName: g?.request_def_name ?? '',
      approvalType: approvalType(grant),
      revokeRequired: sameAsGrant ? g?.required === 1 : r?.required === 1,
      revokeEqualsGrant: sameAsGrant,
      revokeApprovalIsStandard: r ? r.standard === 1 : true,
      revokeQuorum: sameAsGrant ? '' : (r?.quorum ?? ''),
      revokeApprovers: sameAsGrant ? [] : approverNodes(revoke.approvers),
      revokeRequestDef: sameAsGrant ? '' : (r?.request_def_dn ?? ''),
      revokeRequestDefName: sameAsGrant ? '' : (r?.request_def_name ?? ''),
      revokeApprovalType: sameAsGrant ? 'same-as-grant' : approvalType(revoke),
      provisioningRequestDef: requestDef,
      isExpirationRequired: expiration?.expiration_required === 1,
      expiresAfter: expiration?.expires_after ?? '',
    };
  });
}
