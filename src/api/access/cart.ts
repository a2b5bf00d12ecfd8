import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, type IdmCore } from '../../core';
import { useCore } from '../../core/react';
import { parseStructuredFeedback, type FeedbackItem, type StructuredFeedback } from '../../domain/feedback';
import { asArray, asBoolean, asObject, asString } from '../lookups/read';
import { offersOf } from '../server-version';
import { invalidateAccess, proxyUserOf, readSods, reportError } from './shared';
import type { OperationResult, SubmitInput, SubmitRecipient, SubmitResult } from './types';

function readNode(value: unknown): OperationResult {
  const o = asObject(value);
  return {
    userDn: asString(o.userDn),
    success: asBoolean(o.success),
    succeeded: asArray(o.succeeded).map((s) => {
      const item = asObject(s);
      return {
        id: asString(item.id),
        name: asString(item.name) || asString(item.id),
        entityType: asString(item.entityType),
        requestId: asString(item.requestId),
      };
    }),
    failed: asArray(o.failed).map((f) => {
      const item = asObject(f);
      return { id: asString(item.id), name: asString(item.name) || asString(item.id), reason: asString(item.reason) };
    }),
    sods: readSods(o.sods),
  };
}

/**
 * POST `access/requests/permissions` (RequestNode): requests the cart's items for the recipients (none:
 * for oneself, or the proxied user). A server that offers it (4.10+, `offersOf`) takes each PRD as POST
 * `access/requests/permissions/v2` (its request form's values in `data`, which PRDs with JSON forms need),
 * outside proxy mode. Answers one node per recipient (and call), the new request ids and the banner's
 * structured feedback (SoD conflicts included).
 */
export async function submitRequest(core: IdmCore, input: SubmitInput): Promise<SubmitResult> {
  const proxyUser = proxyUserOf(core);
  const isPrd = (item: SubmitInput['items'][number]) => item.entityType?.toLowerCase() === 'prd';
  const v2 = !proxyUser && input.items.some(isPrd) && (await offersOf(core)).requestV2;
  const v1Items = v2 ? input.items.filter((item) => !isPrd(item)) : input.items;
  const answers = await Promise.all([
    ...(v1Items.length > 0 ? [submitV1(core, { ...input, items: v1Items }, proxyUser)] : []),
    ...(v2 ? input.items.filter(isPrd).map((item) => submitPrdV2(core, item, input)) : []),
  ]);
  const nodes = answers.flatMap((body) => asArray(body.OperationNodes).map(readNode));
  const flat = parseStructuredFeedback({
    success: answers.every((body) => asBoolean(body.success)),
    succeeded: nodes.flatMap((n) => n.succeeded),
    failed: nodes.flatMap((n) => n.failed),
    sods: nodes.flatMap((n) => n.sods),
  });
  return {
    success: flat.success,
    nodes,
    requestIds: nodes.flatMap((n) => n.succeeded.map((s) => s.requestId)).filter((id) => id !== ''),
    feedback: flat,
  };
}

const recipientsBody = (input: SubmitInput) =>
  (input.recipients ?? []).map((r) => ({ dn: r.dn, type: r.type, isGroupAssignment: r.isGroupAssignment === true }));

async function submitV1(core: IdmCore, input: SubmitInput, proxyUser: string | undefined) {
  return asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/requests/permissions'),
      query: { proxyUser },
      body: {
        reqPermissions: input.items.map((item) => ({
          id: item.dn,
          ...(item.entityType ? { entityType: item.entityType } : {}),
          ...(item.params && item.params.length > 0
            ? { permParams: item.params.map((p) => ({ key: p.key, value: p.value })) }
            : {}),
        })),
        recipients: recipientsBody(input),
        reason: input.reason ?? '',
        sodJustification: input.sodJustification ?? '',
        ...(input.effectiveDate !== undefined ? { effDate: input.effectiveDate } : {}),
        ...(input.expiryDate !== undefined ? { expDate: input.expiryDate } : {}),
        ...(proxyUser ? { proxyUser } : {}),
      },
    }),
  );
}

/** POST `access/requests/permissions/v2`: one PRD (the server reads only the first), reason and form values in `data`. */
async function submitPrdV2(core: IdmCore, item: SubmitInput['items'][number], input: SubmitInput) {
  const values = new Map<string, string[]>();
  for (const { key, value } of item.params ?? []) values.set(key, [...(values.get(key) ?? []), value]);
  return asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/requests/permissions/v2'),
      body: {
        reqPermissions: [{ id: item.dn, entityType: 'PRD' }],
        data: [{ key: 'reason', value: [input.reason ?? ''] }, ...[...values].map(([key, value]) => ({ key, value }))],
        recipients: recipientsBody(input),
      },
    }),
  );
}

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

/**
 * The cart as calls of POST access/requests/permissions. The contract carries one effective and one
 * expiry date per request, so items with different dates go in separate calls (most carts: one call).
 */
export function cartCallsOf(cart: CartRequest): CartCall[] {
  const groups = new Map<string, CartItem[]>();
  for (const item of cart.items) {
    const key = `${item.effectiveDate ?? ''}|${item.expiryDate ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()].map((items) => {
    const first = items[0];
    const input: SubmitInput = {
      items: items.map((item) => ({
        dn: item.dn,
        entityType: item.entityType,
        ...(item.params && item.params.length > 0 ? { params: item.params } : {}),
      })),
      recipients: cart.recipients.map((r) => ({
        dn: r.dn,
        type: r.type,
        ...(r.type === 'group' && r.isGroupAssignment ? { isGroupAssignment: true } : {}),
      })),
      reason: cart.reason,
      ...(cart.sodJustification ? { sodJustification: cart.sodJustification } : {}),
      ...(first?.effectiveDate !== undefined ? { effectiveDate: first.effectiveDate } : {}),
      ...(first?.expiryDate !== undefined ? { expiryDate: first.expiryDate } : {}),
    };
    return { input, items };
  });
}

/** The answers of several calls (one per set of dates) as one; `failed` adds the items of calls that threw. */
export function mergeCartAnswers(results: readonly SubmitResult[], failed: readonly FeedbackItem[] = []): CartAnswer {
  const feedback = parseStructuredFeedback({
    success: results.length > 0 && failed.length === 0 && results.every((r) => r.success),
    succeeded: results.flatMap((r) => r.feedback.succeeded),
    failed: [...results.flatMap((r) => r.feedback.failed), ...failed],
    sods: results.flatMap((r) => r.feedback.sods),
  });
  return {
    feedback,
    requestIds: results.flatMap((r) => r.requestIds),
    raw: results.length === 1 && failed.length === 0 ? results[0] : results,
  };
}

/**
 * Sends the calls one after another. A call that throws does not undo the ones that went through: their
 * answers count, and the thrown call's items come back as failed with the error's text (a Fault's reason)
 * so that they stay in the cart. Only when every call threw is the first error thrown.
 */
export async function sendCartCalls(
  calls: readonly CartCall[],
  send: (input: SubmitInput) => Promise<SubmitResult>,
  reasonOf: (error: unknown) => string,
): Promise<CartAnswer> {
  const results: SubmitResult[] = [];
  const failed: FeedbackItem[] = [];
  let firstError: { error: unknown } | null = null;
  for (const call of calls) {
    try {
      results.push(await send(call.input));
    } catch (error) {
      firstError ??= { error };
      const reason = reasonOf(error);
      failed.push(...call.items.map((item) => ({ id: item.dn, name: item.name, reason })));
    }
  }
  if (results.length === 0 && firstError) throw firstError.error;
  return mergeCartAnswers(results, failed);
}

/** Submits a cart: one POST access/requests/permissions per set of dates. */
export function submitCart(core: IdmCore, cart: CartRequest): Promise<CartAnswer> {
  return sendCartCalls(
    cartCallsOf(cart),
    (input) => submitRequest(core, input),
    (error) => errorMessage(error, (key) => core.i18n.t(key)),
  );
}

/**
 * Submits a cart (`submitCart`): the answer goes to the banner — success; a conflict not yet justified
 * as a warning (the user is asked for a justification); else danger — and every access answer and the
 * notification counts are fetched again. Resolves to the whole answer.
 */
export function useSubmitCart() {
  const core = useCore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cart: CartRequest) => submitCart(core, cart),
    onSuccess: ({ feedback }, cart) =>
      core.feedback.show(
        feedback.success ? 'success' : feedback.sods.length > 0 && !cart.sodJustification ? 'warning' : 'danger',
        feedback,
      ),
    onError: (error) => reportError(core, error),
    onSettled: () => invalidateAccess(core, client),
  });
}
