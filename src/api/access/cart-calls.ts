import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, type IdmCore } from '../../core';
import { useCore } from '../../core/react';
import { parseStructuredFeedback, type FeedbackItem } from '../../domain/feedback';
import { invalidateAccess, reportError } from './shared';
import type { SubmitInput, SubmitResult } from './types';
import { submitRequest } from './cart';
import { CartAnswer, CartCall, CartItem, CartRequest } from './cart-types';

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
