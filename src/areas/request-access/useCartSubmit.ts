import { useState } from 'react';
import { useSubmitCart, type CartAnswer } from '../../api/access';
import { commonName } from '../../domain/format';
import type { StructuredFeedback } from '../../domain/feedback';
import type { CartStore, CartState } from './cart-store';
import { cartRequestOf, checkCart } from './cart-validation';
import type { ItemDetails, SodWarning } from './model';

export interface SubmittedResult {
  success: boolean;
  /** Some items went through, others stayed in the cart. */
  partial: boolean;
  requestIds: string[];
}

export interface CartSubmit {
  /** A submit was tried: show every error. */
  attempted: boolean;
  submitting: boolean;
  /** Conflicts waiting for a justification (the dialog is open while not null). */
  sodPrompt: SodWarning[] | null;
  /** The last answer, for the 'submitted' notice and the history link. */
  result: SubmittedResult | null;
  /** Validates, asks for a justification when conflicts are known, then sends. */
  submit(): void;
  /** Sends with the justification typed in the dialog. */
  submitWithJustification(justification: string): void;
  cancelSodPrompt(): void;
  dismissResult(): void;
}

/**
 * The cart's submit: nothing is sent while something is invalid; a known SoD conflict asks for a
 * justification first; a conflict that only the answer reveals asks for it then. The answer goes to
 * the banner (succeeded, failed with reason, sods). Success empties the cart; on failure it is kept
 * (a partial success drops only the items that went through) so that nothing typed is lost.
 */
export function useCartSubmit(
  store: CartStore,
  cart: CartState,
  details: ReadonlyMap<string, ItemDetails>,
  knownConflicts: readonly SodWarning[],
  onSubmitted?: (answer: CartAnswer) => void,
): CartSubmit {
  const submitCart = useSubmitCart();
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [sodPrompt, setSodPrompt] = useState<SodWarning[] | null>(null);
  const [result, setResult] = useState<SubmittedResult | null>(null);

  const send = async (justification?: string) => {
    setSubmitting(true);
    setResult(null);
    try {
      const answer = await submitCart.mutateAsync(cartRequestOf(cart, details, justification));
      const feedback = answer.feedback;
      if (feedback.success) {
        store.clearItems();
        setAttempted(false);
      } else {
        for (const key of succeededKeys(cart, feedback)) store.remove(key);
      }
      if (!feedback.success && feedback.sods.length > 0 && !justification) {
        // Conflicts the cart could not check before: ask for a justification; what failed stays in the cart.
        setSodPrompt(feedback.sods.map((sod) => ({ ...sod })));
      } else {
        setSodPrompt(null);
      }
      setResult({
        success: feedback.success,
        partial: !feedback.success && feedback.succeeded.length > 0,
        requestIds: answer.requestIds,
      });
      onSubmitted?.(answer);
    } catch {
      // The banner already shows why (the mutation reports it); the cart stays as it is.
    } finally {
      setSubmitting(false);
    }
  };

  return {
    attempted,
    submitting,
    sodPrompt,
    result,
    submit() {
      if (submitting) return;
      setAttempted(true);
      if (!checkCart(cart, details).valid) return;
      if (knownConflicts.length > 0) {
        setSodPrompt([...knownConflicts]);
        return;
      }
      void send();
    },
    submitWithJustification(justification) {
      if (!submitting) void send(justification);
    },
    cancelSodPrompt() {
      setSodPrompt(null);
    },
    dismissResult() {
      setResult(null);
    },
  };
}

/** Cart entries the answer lists as succeeded (by DN, common name or name). */
function succeededKeys(cart: CartState, feedback: StructuredFeedback): string[] {
  const names = new Set(
    feedback.succeeded
      .flatMap((item) => [item.name, item.id])
      .filter(Boolean)
      .map((s) => String(s).toLowerCase()),
  );
  return cart.entries
    .filter((entry) =>
      [entry.item.id, commonName(entry.item.id), entry.item.name].some((n) => names.has(n.toLowerCase())),
    )
    .map((entry) => entry.key);
}
