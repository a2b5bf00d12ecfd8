import type { Approval, RevokeApprovalType } from '../../domain/approval';
import type { ApprovalChoice, LocalizedText } from '../../domain/role-admin';
import type {
  EntitlementBinding,
  Expiration,
  ResourceParameter,
  ResourceRevokeChoice,
} from '../../domain/resource-admin';
import type { ResourceLookupItem, ResourceLookupQuery } from '../lookups/resources';
import type { CategoryRef, OwnerRef } from '../lookups/types';

/** A row of the resource admin list (GET catalog/resources/listV2). */
export interface ResourceSummary extends ResourceLookupItem {
  entitlementName: string;
  /** '' : chosen at request time. */
  value: string;
}

export type ResourceListQuery = ResourceLookupQuery;

/** A resource as the editor shows it (POST catalog/resources/resource, ResourceNode). */
export interface ResourceDetails extends ResourceSummary {
  localizedNames: LocalizedText[];
  localizedDescriptions: LocalizedText[];
  binding: EntitlementBinding | null;
  parameters: ResourceParameter[];
  approval: Approval;
  revoke: ResourceRevokeChoice;
  revokeType: RevokeApprovalType;
  requestDef: { dn: string; name: string } | null;
  expiration: Expiration;
}

/** What create and update send (a ResourceNode). */
export interface ResourceInput {
  /** Left out to create. */
  dn?: string;
  name: string;
  description: string;
  categories: readonly CategoryRef[];
  owners: readonly OwnerRef[];
  localizedNames: readonly LocalizedText[];
  localizedDescriptions: readonly LocalizedText[];
  binding: EntitlementBinding | null;
  parameters: readonly ResourceParameter[];
  approval: ApprovalChoice;
  revoke: ResourceRevokeChoice;
  requestDef: { dn: string; name: string } | null;
  expiration: Expiration;
}

/** Who holds a resource (POST catalog/resources/resource/assignments). */
export interface ResourceAssignment {
  rowId: string;
  recipientDn: string;
  recipientName: string;
  statusCode: number;
  statusDisplay: string;
  /** A grant (false while a revoke runs). */
  grant: boolean;
  requestDate: number | null;
  effectiveDate: number | null;
  expiryDate: number | null;
  requester: string;
  reason: string;
  /** 'request' or 'role'. */
  source: string;
  /** Roles the recipient holds that map the resource. */
  roles: string[];
  parameters: { key: string; label: string; value: string }[];
}

export interface AssignResourceInput {
  resourceDn: string;
  recipientDns: readonly string[];
  parameters: readonly { key: string; value: string }[];
  effectiveDate: number | null;
  expiryDate: number | null;
  reason: string;
}

export interface EntitlementValueChoice {
  value: string;
  valueName: string;
  resourceName: string;
}

export interface CodeMapRefresh {
  id: string;
  total: number;
  done: number;
  finished: boolean;
}
