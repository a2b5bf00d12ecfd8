import { createPortContext } from '../../ui/area';
import type { GroupMembersParams, MembersFetcher } from '../../ui/members';
import type { StructuredFeedback } from '../../domain/feedback';
import type {
  CatalogItem,
  LandingEntry,
  ItemCategory,
  ItemDetails,
  ItemKind,
  OnBehalfRules,
  RequestRecipient,
  SodWarning,
} from './model';

/**
 * What the request-access pages need from the server, in the area's own shapes. The default
 * implementation (`createAccessPort` in access-adapters.ts) maps `src/api/access`; tests pass a fake
 * through `<AccessPortProvider>`.
 */
export interface LandingData {
  /** The client's landing items by category. */
  categories: { key: string; name: string; items: LandingEntry[] }[];
  /** Items outside any category. */
  uncategorized: LandingEntry[];
}

export interface CatalogQuery {
  /** The typed text; '' browses ('*'). */
  q: string;
  kinds: readonly ItemKind[];
  categoryKey: string;
  /** 1-based start index. */
  nextIndex: number;
  size: number;
  /** On behalf of others: the recipients (users, groups) whose requestable items are searched. */
  targetDns?: readonly string[];
}

export interface CatalogPage {
  items: CatalogItem[];
  /** 1-based start of the next page; 0 or -1 when there is none. */
  nextIndex: number;
  total?: number;
}

export interface RecipientPage {
  items: RequestRecipient[];
  nextIndex: number;
  total?: number;
}

export interface SubmitEntry {
  item: CatalogItem;
  /** Epoch ms. */
  effectiveDate?: number;
  expiryDate?: number;
  /** The request form's values. */
  formValues: { key: string; value: string }[];
}

export interface SubmitRequest {
  entries: SubmitEntry[];
  reason: string;
  /** Empty: for the signed-in user. */
  recipients: RequestRecipient[];
  /** The justification for SoD conflicts, when asked for. */
  sodJustification?: string;
}

export interface SubmitAnswer {
  /** The server's structured answer, ready for the banner. */
  feedback: StructuredFeedback;
  /** The request ids the server gave (for the history link). */
  requestIds: string[];
  /** The raw answer, handed to `idm-request-submitted`. */
  raw: unknown;
}

export interface AccessPort {
  landing(signal?: AbortSignal): Promise<LandingData>;
  categories(signal?: AbortSignal): Promise<ItemCategory[]>;
  search(query: CatalogQuery, signal?: AbortSignal): Promise<CatalogPage>;
  details(item: CatalogItem, signal?: AbortSignal): Promise<ItemDetails>;
  onBehalfRules(signal?: AbortSignal): Promise<OnBehalfRules>;
  /** Users one may request for: `teamDn` narrows to a team's members (page size 5). */
  users(query: { q: string; nextIndex: number; size: number; teamDn?: string }, signal?: AbortSignal): Promise<RecipientPage>;
  groups(query: { q: string; nextIndex: number; size: number }, signal?: AbortSignal): Promise<RecipientPage>;
  /** A group's members for 'Select Specific Users from {group}'; undefined: POST access/groups/members. */
  groupMembers?: MembersFetcher<GroupMembersParams>;
  /** A user's name from their DN (for a preselected recipient); null when unknown. */
  recipientName?(dn: string, signal?: AbortSignal): Promise<string | null>;
  /**
   * Conflicts the cart would cause with the recipients' current or pending roles and with each other;
   * absent, or answering null (the SoD rules may not be read), when there is no pre-check: conflicts
   * then come with the submit answer.
   */
  checkSod?(items: readonly CatalogItem[], recipients: readonly RequestRecipient[], signal?: AbortSignal): Promise<SodWarning[] | null>;
  submit(request: SubmitRequest): Promise<SubmitAnswer>;
  /** The server-side request form of a PRD (`/requestForm.do?...`), or null. */
  serverFormUrl(item: CatalogItem): string | null;
}

export const accessPort = createPortContext<AccessPort>('AccessPort');
export const useAccessPort = accessPort.usePort;
