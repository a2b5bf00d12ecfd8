import type { Approval } from '../../domain/approval';
import type { LocalizedText, RevokeChoice, ApprovalChoice } from '../../domain/role-admin';
import type { CategoryRef, LookupQuery, OwnerRef } from '../lookups/types';

/** A role as the editor shows it (POST catalog/roles/role, RoleNode). */
export interface RoleDetails {
  dn: string;
  name: string;
  description: string;
  /** 10, 20 or 30. */
  level: number;
  /** The sub-container below the level's container, '' when none. */
  subContainer: string;
  /** 50 Created, 15 Pending Delete. */
  status: number;
  categories: CategoryRef[];
  owners: OwnerRef[];
  localizedNames: LocalizedText[];
  localizedDescriptions: LocalizedText[];
  approval: Approval;
  revoke: RevokeChoice;
}

/** What create and update send (a RoleNode). */
export interface RoleInput {
  /** Left out to create. */
  dn?: string;
  name: string;
  description: string;
  level: number;
  subContainer: string;
  categories: readonly CategoryRef[];
  owners: readonly OwnerRef[];
  localizedNames: readonly LocalizedText[];
  localizedDescriptions: readonly LocalizedText[];
  approval: ApprovalChoice;
  revoke: RevokeChoice;
}

export interface RoleListQuery extends LookupQuery {
  roleLevel?: number;
  categoryKeys?: readonly string[];
  sortBy?: 'name' | 'description';
}

/** A resource mapped to a role, with the values its parameters take. */
export interface MappedResource {
  dn: string;
  name: string;
  description: string;
  mappingDescription: string;
  parameters: MappedParameter[];
}

/** A parameter of a mapped resource: its value in this mapping (else the resource's static value). */
export interface MappedParameter {
  id: string;
  name: string;
  /** Integer, Boolean, List or String (spec section 3). */
  dataType: string;
  value: string;
  staticValue: string;
  /** A List's options come from this code map (GET access/codeMap/{id}/values); '' when typed in. */
  codeMapKey: string;
}

/** Who holds a role (POST catalog/roles/role/assignments). */
export interface RoleAssignment {
  rowId: string;
  recipientDn: string;
  recipientName: string;
  /** user, group or container. */
  recipientType: string;
  /** A container assignment that reaches the subtree. */
  subtree: boolean;
  /** The parent role it comes through ('' when assigned directly). */
  via: string;
  /** Direct assignments may be removed here. */
  removable: boolean;
  statusDisplay: string;
  effectiveDate: number | null;
  expiryDate: number | null;
  /** The request that gave it. */
  requestId: string;
  reason: string;
}

/** Assigning a role (POST catalog/roles/role/assignments/assign). */
export interface AssignRoleInput {
  roleDn: string;
  recipients: readonly { dn: string; type: 'user' | 'group' | 'container'; subtree?: boolean }[];
  /** Epoch ms; null: at once / never. */
  effectiveDate: number | null;
  expiryDate: number | null;
  reason: string;
}
