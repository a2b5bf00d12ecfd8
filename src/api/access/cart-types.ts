import { type StructuredFeedback } from '../../domain/feedback';
import type { SubmitInput, SubmitRecipient } from './types';

/** One item of a cart: what is sent for it and the dates it asks for (epoch ms). */
export interface CartItem {
  dn: string;
  /** role, resource or prd (sent as the request's entityType). */
  entityType: string;
  /** Names the item when its call fails. */
  name: string;
  params?: readonly { key: string; value: string }[];
  effectiveDate?: number;
  expiryDate?: number;
}

/** A cart as the user submits it. */
export interface CartRequest {
  items: readonly CartItem[];
  /** Empty: for the signed-in (or proxied) user. */
  recipients: readonly SubmitRecipient[];
  reason: string;
  /** The justification for SoD conflicts, when asked for. */
  sodJustification?: string;
}

/** The answer to a cart: the banner's structured answer, the new request ids and the raw answer (for `idm-request-submitted`). */
export interface CartAnswer {
  feedback: StructuredFeedback;
  requestIds: string[];
  raw: unknown;
}

/** One POST access/requests/permissions call of a cart and the cart items it carries. */
export interface CartCall {
  input: SubmitInput;
  items: readonly CartItem[];
}
