import { useQueries } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import type { CartAnswer } from '../../api/access';
import { useCore, useCoreStore, useTranslation } from '../../core/react';
import { RouteLink } from '../../ui/area';
import { CartEntryEditor } from './CartEntryEditor';
import type { CartStore, CartState } from './cart-store';
import { checkCart } from './cart-validation';
import type { ItemDetails } from './model';
import { itemDetailsQuery } from './item-details-query';
import { useSodCheck } from './sod-check-query';
import { SodJustificationDialog, SodList } from './SodJustificationDialog';
import { useCartSubmit } from './useCartSubmit';

export interface CartContentsProps {
  store: CartStore;
  cart: CartState;
  /** Where the history link goes ('#/history'); an element hands it to its host (`idm-navigate`). */
  historyHref: string;
  onSubmitted?(answer: CartAnswer): void;
  headingId: string;
}

/**
 * The cart below its heading: items with their dates and forms, the reason, SoD conflicts, Submit, the
 * answer's notice and the justification dialog (CartPanel loads it once the cart first holds an item).
 */
export function CartContents({ store, cart, historyHref, onSubmitted, headingId }: CartContentsProps) {
  const { t } = useTranslation();
  const core = useCore();
  const user = useCoreStore('$user');
  const proxy = useCoreStore('$proxy');
  const reasonId = useId();
  const summaryId = useId();

  const detailQueries = useQueries({
    queries: cart.entries.map((entry) => itemDetailsQuery(core, entry.item)),
    combine: (results) => results.map((result) => ({ data: result.data, error: result.error })),
  });
  const details = useMemo(() => {
    const map = new Map<string, ItemDetails>();
    cart.entries.forEach((entry, index) => {
      const found = detailQueries[index]?.data;
      if (found) map.set(entry.key, found);
    });
    return map;
  }, [cart.entries, detailQueries]);

  const items = useMemo(() => cart.entries.map((entry) => entry.item), [cart.entries]);
  const recipients = cart.mode === 'others' ? cart.recipients : [];
  const selfDn = proxy?.dn ?? user?.dn ?? '';
  const sod = useSodCheck(items, recipients, selfDn);
  const conflicts = sod.data ?? [];

  const submit = useCartSubmit(store, cart, details, conflicts, onSubmitted);
  const check = checkCart(cart, details);
  const showErrors = submit.attempted;

  return (
    <>
      {submit.result ? (
        <div
          className={`idm-alert ${submit.result.success ? 'success' : submit.result.partial ? 'warning' : 'danger'} ra-result`}
          role="status"
        >
          <p>
            {submit.result.success
              ? t('requestAccess.result.submitted')
              : submit.result.partial
                ? t('requestAccess.result.partial')
                : t('requestAccess.result.notSubmitted')}
          </p>
          {submit.result.success || submit.result.requestIds.length > 0 ? (
            <p>
              <RouteLink href={historyHref}>{t('requestAccess.result.historyLink')}</RouteLink>
            </p>
          ) : null}
        </div>
      ) : null}

      {cart.entries.length === 0 ? (
        <p className="ra-empty">{t('requestAccess.cart.empty')}</p>
      ) : (
        <form
          className="ra-cart-form"
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => {
            event.preventDefault();
            submit.submit();
          }}
        >
          <ul className="ra-cart-list">
            {cart.entries.map((entry, index) => (
              <CartEntryEditor
                key={entry.key}
                entry={entry}
                details={details.get(entry.key)}
                detailsError={detailQueries[index]?.error ?? null}
                check={check.entries[entry.key]}
                showErrors={showErrors}
                onRemove={store.remove}
                onChange={store.updateEntry}
              />
            ))}
          </ul>

          <div className="ra-field">
            <label htmlFor={reasonId}>{t('requestAccess.cart.reason')}</label>
            <textarea
              id={reasonId}
              rows={3}
              value={cart.reason}
              onChange={(event) => store.setReason(event.currentTarget.value)}
            />
          </div>

          {conflicts.length > 0 ? (
            <div className="idm-alert warning ra-sod-warning" role="status">
              <p className="ra-sod-heading">{t('requestAccess.sod.cartHeading')}</p>
              <SodList conflicts={conflicts} />
              <p>{t('requestAccess.sod.cartNote')}</p>
            </div>
          ) : null}

          {showErrors && !check.valid ? (
            <p id={summaryId} className="ra-error ra-error-summary" role="alert">
              {check.recipientsMissing ? t('requestAccess.cart.recipientsMissing') : t('requestAccess.cart.fixErrors')}
            </p>
          ) : null}

          <div className="ra-actions">
            <button
              type="submit"
              className="idm-button"
              disabled={submit.submitting}
              aria-busy={submit.submitting}
              aria-describedby={showErrors && !check.valid ? summaryId : undefined}
            >
              {submit.submitting ? t('requestAccess.cart.submitting') : t('requestAccess.cart.submit')}
            </button>
            <button
              type="button"
              className="idm-button secondary"
              onClick={() => store.clearItems()}
              disabled={submit.submitting}
            >
              {t('requestAccess.cart.clear')}
            </button>
          </div>
        </form>
      )}

      <SodJustificationDialog
        open={submit.sodPrompt !== null}
        conflicts={submit.sodPrompt ?? []}
        busy={submit.submitting}
        onCancel={submit.cancelSodPrompt}
        onSubmit={submit.submitWithJustification}
      />
    </>
  );
}
