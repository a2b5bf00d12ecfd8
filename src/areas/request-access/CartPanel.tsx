import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../core/react';
import type { CartAnswer } from '../../api/access';
import { ComponentLoader } from '../../ui/ComponentLoader';
import type { CartStore, CartState } from './cart-store';
import { Heading } from '../../ui/Heading';

/** The cart's items, forms, SoD check and submit: their code comes when the cart first holds an item. */
const CartContents = lazy(() => import('./editing').then((module) => ({ default: module.CartContents })));

export interface CartPanelProps {
  store: CartStore;
  cart: CartState;
  /** Where the history link goes ('#/history'); an element hands it to its host (`idm-navigate`). */
  historyHref: string;
  onSubmitted?(answer: CartAnswer): void;
  headingId: string;
}

/**
 * The cart: its heading, and 'empty' until it first holds an item; from then on (also once emptied again, so
 * that the answer's notice stays) the items with their dates and forms, the reason, SoD conflicts, Submit.
 */
export function CartPanel(props: CartPanelProps) {
  const { t } = useTranslation();
  const { cart, headingId } = props;
  const [used, setUsed] = useState(cart.entries.length > 0);
  if (!used && cart.entries.length > 0) setUsed(true);

  return (
    <div className="ra-cart-body">
      <Heading depth={1} id={headingId} className="ra-section-heading" tabIndex={-1}>
        {t('requestAccess.cart.heading', { n: cart.entries.length })}
      </Heading>
      {used ? (
        <Suspense fallback={<ComponentLoader />}>
          <CartContents {...props} />
        </Suspense>
      ) : (
        <p className="ra-empty">{t('requestAccess.cart.empty')}</p>
      )}
    </div>
  );
}
