import type { SodConflict, StructuredFeedback } from '../../domain/feedback';
import type { PermissionLookupItem } from '../lookups/permissions';

export interface SubmitRecipient {
  dn: string;
  type: 'user' | 'group' | 'team';
  /** A group: assign the role to the group itself ('Assign Role to Group'). */
  isGroupAssignment?: boolean;
}

export interface SubmitInput {
  items: readonly { dn: string; entityType?: string; params?: readonly { key: string; value: string }[] }[];
  /** Empty: for the signed-in (or proxied) user. */
  recipients?: readonly SubmitRecipient[];
  reason?: string;
  sodJustification?: string;
  /** Epoch ms. */
  effectiveDate?: number;
  expiryDate?: number;
}

export interface OperationResult {
  userDn: string;
  success: boolean;
  succeeded: { id: string; name: string; entityType: string; requestId: string }[];
  failed: { id: string; name: string; reason: string }[];
  sods: SodConflict[];
}

export interface SubmitResult {
  success: boolean;
  nodes: OperationResult[];
  requestIds: string[];
  /** Everything flattened for the banner. */
  feedback: StructuredFeedback;
}

export interface RobAccess {
  authorized: boolean;
  isAdmin: boolean;
  isRoleAdmin: boolean;
  isDelegationTeamMgr: boolean;
}

export interface RobUserQuery {
  q?: string;
  /** 10 by default; 5 for a team's members (spec section 9). */
  size?: number;
  nextIndex?: number;
  teamDn?: string;
}

export interface RobUser {
  dn: string;
  name: string;
  type: string;
}

export interface CatalogSearchQuery {
  q?: string;
  size?: number;
  nextIndex?: number;
  sortByName?: boolean;
  types?: readonly ('ROLE' | 'RESOURCE' | 'PRD')[];
  /** On behalf of others: the target set (teams, groups or users) → POST access/teams/permissions. */
  targetDns?: readonly string[];
}

/** A requestable role, resource or PRD (ROLE, RESOURCE or PRD in entityType). */
export interface RequestableItem extends Omit<PermissionLookupItem, 'id'> {
  isExpirationRequired: boolean;
  expiresAfter: string;
}

export interface ApprovalSummary {
  /** none, serial, parallel, quorum, custom. */
  type: string;
  approvers: { dn: string; name: string; sequence: number }[];
  quorum: string;
  requestDefName: string;
  templateName: string;
  /** none, same-as-grant or the revoke approval's type. */
  revokeType: string;
}

export interface ItemParameter {
  key: string;
  dataType: string;
  value: string;
  hidden: boolean;
  static: boolean;
  displayLabel: string;
  /** A List's options come from this code map (GET access/codeMap/{id}/values); '' when none. */
  codemapKey: string;
}

/** A data item of a request definition's form (the contract's DataItem). */
export interface RequestFormDataItem {
  /** The key its value is sent back under. */
  name: string;
  /** The label the form shows ('' when the name serves). */
  target: string;
  dataType: string;
  readOnly: boolean;
  multiValued: boolean;
  /** A value must be given. */
  valueSet: boolean;
  /** A List's options; for other types the first is the initial value. */
  values: { value: string; label: string }[];
}

/** GET access/codeMap/{id}/values: one page of a code map. */
export interface CodeMapPage {
  items: { value: string; label: string; description: string }[];
  nextIndex: number;
  hasMore: boolean;
}

export interface ItemDetails extends RequestableItem {
  owners: { dn: string; name: string; type: string }[];
  parameters: ItemParameter[];
  /** The request definition's form: its name ('' for none), id, and whether the console renders it (isNewForm). */
  requestForm: string;
  requestFormId: string;
  isNewForm: boolean;
  dataItems: RequestFormDataItem[];
  bulkApprovable: boolean;
  /** The signed-in (or proxied) user holds it already. */
  isExisted: boolean;
  approval: ApprovalSummary;
}

export interface LandingItem {
  itemId: string;
  name: string;
  description: string;
  /** role, resource, prd or application. */
  entityType: string;
  dn: string;
  appUrl: string;
  bulkRequestable: boolean;
  order: number;
}

export interface LandingCategory {
  id: string;
  name: string;
  order: number;
  items: LandingItem[];
  /** How many items the category has (a paged answer's totalCount; without it, the items given). */
  total?: number;
  /** Where the category's next page starts (1-based); 0 or less (or none): no more. */
  nextIndex?: number;
}

/**
 * Paging of the featured and landing items (sandbox additions, as the paged lists do): `size` items of each
 * category, or of `categoryId` only from `nextIndex`; `q` keeps the items whose name or description contain it.
 */
export interface ItemsPage {
  size: number;
  q?: string;
  categoryId?: string;
  nextIndex?: number;
}

export interface LandingItems {
  categories: LandingCategory[];
  uncategorized: LandingItem[];
  editable: boolean;
}
