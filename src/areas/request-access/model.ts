/**
 * The request-access area's own view of the catalog. The api's answers are mapped into these shapes
 * by `request-access-mapping.ts` (applied with `select` in `queries.ts`), so that the pages do not
 * depend on the wire format.
 */
import type { Approver } from '../../domain/approval';

/** What may be requested: a role, a resource or a request definition (PRD). */
export type ItemKind = 'role' | 'resource' | 'prd';

export const ITEM_KINDS: readonly ItemKind[] = ['role', 'resource', 'prd'];

export interface ItemCategory {
  key: string;
  name: string;
  /** The kinds of items the category exists for (roles, resources), when known. */
  kinds?: ItemKind[];
}

export interface ItemOwner {
  dn: string;
  name: string;
  type: string;
}

/** One entry of the catalog (landing item, featured item or search result). */
export interface CatalogItem {
  /** The DN (or id) the server knows the item by. */
  id: string;
  kind: ItemKind;
  name: string;
  description: string;
  categories: ItemCategory[];
  /** May be requested for several recipients at once. */
  bulkRequestable: boolean;
  /** An image URL from the server (rendered only when safe). */
  image?: string | null;
  /** Role level (10, 20, 30) for roles. */
  level?: number | null;
}

/** A landing item that is an application: a link, not something to request. */
export interface AppLink {
  kind: 'application';
  id: string;
  name: string;
  description: string;
  url: string;
}

/** What the landing page lists: requestable items and application links. */
export type LandingEntry = CatalogItem | AppLink;

export function isAppLink(entry: LandingEntry): entry is AppLink {
  return entry.kind === 'application';
}

/** A field of a request form (the item's data items). */
export type FormFieldType = 'text' | 'number' | 'date' | 'boolean' | 'list';

export interface FormFieldOption {
  value: string;
  label: string;
}

export interface FormField {
  key: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  readOnly?: boolean;
  /** Initial value ('true'/'false' for booleans, yyyy-mm-dd for dates). */
  defaultValue?: string;
  options?: FormFieldOption[];
  /** Number limits. */
  min?: number | null;
  max?: number | null;
  /** Text limits. */
  maxLength?: number | null;
  /** Help text under the field. */
  description?: string;
}

/** Expiration rules of an item (spec section 3: isExpirationRequired, expiresAfter; units D, M, Y). */
export interface ExpirationRule {
  /** An expiry date must be given. */
  required: boolean;
  /** The longest an assignment may last, when limited. */
  maxDuration: { amount: number; unit: 'D' | 'M' | 'Y' } | null;
}

/** Everything the details view shows. */
export interface ItemDetails extends CatalogItem {
  owners: ItemOwner[];
  approval: {
    required?: unknown;
    standard?: unknown;
    quorum?: unknown;
    approvers?: Approver[];
    requestDef?: string | null;
    requestDefName?: string | null;
    /** Standard approval where every approver approves at the same time (the server's 'parallel'). */
    parallel?: boolean;
  };
  /** Resource parameters and request form data items. */
  parameters: FormField[];
  /** Effective/expiry dates may be set. */
  allowsDates: boolean;
  expiration: ExpirationRule;
  /** Needs the server-side form (`/requestForm.do`) instead of an in-page form. */
  needsServerForm: boolean;
}

/** Someone (or a group) a request is made for. */
export interface RequestRecipient {
  dn: string;
  name: string;
  type: 'user' | 'group';
  /** A group given the role itself ('Assign Role to Group'), not its members one by one. */
  isGroupAssignment?: boolean;
}

/** What the signed-in user may do on behalf of others (the server's request-on-behalf rules). */
export interface OnBehalfRules {
  /** 'On behalf' may be offered at all. */
  allowed: boolean;
  users: boolean;
  /** Groups may be chosen, to pick some of their members. */
  groups: boolean;
  /** A group may be given the role itself ('Assign Role to Group'): role administrators only. */
  groupAssignment: boolean;
  teams: boolean;
  /** Teams the requester manages, for the Teams chooser. */
  teamList: { dn: string; name: string }[];
}

export const NO_ON_BEHALF: OnBehalfRules = {
  allowed: false,
  users: false,
  groups: false,
  groupAssignment: false,
  teams: false,
  teamList: [],
};

/** A separation-of-duties conflict, before or after submitting. */
export interface SodWarning {
  sodName: string;
  perm1Name: string;
  perm2Name: string;
  recipientName?: string;
}

export function itemKey(item: { kind: string; id: string }): string {
  return `${item.kind}:${item.id.toLowerCase()}`;
}
