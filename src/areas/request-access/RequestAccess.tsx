import { useStore } from '@nanostores/react';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useCore, useCoreStore, useTranslation } from '../../core/react';
import { commonName } from '../../domain/format';
import type { CartAnswer } from '../../api/access';
import { CartPanel } from './CartPanel';
import { cartStore } from './cart-store';
import { CatalogSearch } from './CatalogSearch';
import { LandingSection } from './LandingSection';
import { itemKey, NO_ON_BEHALF, type CatalogItem } from './model';
import { useOnBehalfRules } from './queries';
import requestAccessCss from './request-access.css?inline';
import { useAreaStyles } from '../../ui/area';
import { LoadFailure } from '../../ui/LoadFailure';
import { Heading } from '../../ui/Heading';

/** An item's details: the dialog's code comes when it first opens. */
const ItemDetailsDialog = lazy(() =>
  import('./ItemDetailsDialog').then((module) => ({ default: module.ItemDetailsDialog })),
);

/** 'Request for' (myself or others): asked for as the page opens, beside the request-on-behalf rules' read. */
const loadRecipientChooser = () => import('./RecipientChooser');
const RecipientChooser = lazy(() => loadRecipientChooser().then((module) => ({ default: module.RecipientChooser })));

/**
 * What the page shows: `landing` — featured items, search and cart (the start of `#/requests` and
 * `#/landing`); `catalog` — search and cart; `cart` — the cart alone.
 */
export type RequestAccessView = 'landing' | 'catalog' | 'cart';

export const REQUEST_ACCESS_VIEWS: readonly RequestAccessView[] = ['landing', 'catalog', 'cart'];

export interface RequestAccessProps {
  view?: RequestAccessView;
  /** A DN to request for (org chart: `#/requests?recipient=<dn>`); the signed-in user's own DN means myself. */
  recipient?: string | null;
  /** Where the history link goes. */
  historyHref?: string;
  /** The server's answer to a submitted cart. */
  onSubmitted?(answer: CartAnswer): void;
}

export const HISTORY_HREF = '#/history';

/** Request access: landing items, catalog search, item details, recipients and the cart. */
export function RequestAccess({
  view = 'landing',
  recipient,
  historyHref = HISTORY_HREF,
  onSubmitted,
}: RequestAccessProps) {
  const { t } = useTranslation();
  const core = useCore();
  const store = cartStore(core);
  const cart = useStore(store.$cart);
  const user = useCoreStore('$user');
  const proxy = useCoreStore('$proxy');
  const rootRef = useAreaStyles<HTMLDivElement>(requestAccessCss);
  const titleId = useId();
  const cartHeadingId = useId();
  const rules = useOnBehalfRules();
  const onBehalf = rules.data ?? NO_ON_BEHALF;
  const [detailsOf, setDetailsOf] = useState<CatalogItem | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => {
    void loadRecipientChooser();
  }, []);

  const keys = useMemo(() => new Set(cart.entries.map((entry) => entry.key)), [cart.entries]);
  const inCart = useCallback((key: string) => keys.has(key), [keys]);
  const toggleCart = useCallback(
    (item: CatalogItem) => {
      const key = itemKey(item);
      if (store.has(key)) store.remove(key);
      else store.add(item);
    },
    [store],
  );

  // A preselected recipient (attribute or ?recipient=): once per value, when the rules are known.
  const applied = useRef<string | null>(null);
  const selfDn = proxy?.dn ?? user?.dn ?? '';
  useEffect(() => {
    const dn = (recipient ?? '').trim();
    if (!dn || !rules.isSuccess || !selfDn || applied.current === dn) return;
    applied.current = dn;
    const allowed = onBehalf.allowed;
    void import('./recipient-preset').then(({ applyRecipientPreset }) =>
      applyRecipientPreset({ dn, selfDn, allowed, store, core, onRefused: setRefused }),
    );
  }, [recipient, rules.isSuccess, onBehalf.allowed, selfDn, store, core]);

  // On behalf of others, the catalog lists what may be requested for the chosen recipients.
  const targetDns = useMemo(
    () => (cart.mode === 'others' ? cart.recipients.map((r) => r.dn) : []),
    [cart.mode, cart.recipients],
  );

  const cartRef = useRef<HTMLElement>(null);
  const goToCart = () => {
    const heading = cartRef.current?.querySelector<HTMLElement>('h2');
    heading?.focus();
    heading?.scrollIntoView?.({ block: 'start' });
  };

  const showCatalog = view !== 'cart';
  return (
    <div ref={rootRef} className={`ra ra-view-${view}`} part="request-access">
      <div className="ra-header">
        <Heading id={titleId} className="ra-title">
          {t('requestAccess.title')}
        </Heading>
        {showCatalog ? (
          <button type="button" className="idm-button secondary ra-cart-button" onClick={goToCart} part="cart-button">
            {t('requestAccess.cart.goTo', { n: cart.entries.length })}
          </button>
        ) : null}
      </div>

      {refused ? (
        <p className="idm-alert warning" role="alert">
          {t('requestAccess.recipients.refused', { name: commonName(refused) })}
        </p>
      ) : null}

      {rules.isError ? (
        <LoadFailure
          what={t('requestAccess.recipients.rulesFailed')}
          error={rules.error}
          onRetry={() => void rules.refetch()}
        />
      ) : null}

      {onBehalf.allowed ? (
        <Suspense fallback={null}>
          <RecipientChooser
            rules={onBehalf}
            mode={cart.mode}
            recipients={cart.recipients}
            teamDn={cart.teamDn}
            onModeChange={store.setMode}
            onRecipientsChange={store.setRecipients}
            onTeamChange={store.setTeam}
            showRequired={cart.mode === 'others' && cart.recipients.length === 0 && cart.entries.length > 0}
          />
        </Suspense>
      ) : null}

      <div className="ra-layout">
        {showCatalog ? (
          <div className="ra-catalog" part="catalog">
            {view === 'landing' && targetDns.length === 0 ? (
              <LandingSection inCart={inCart} onDetails={setDetailsOf} onToggleCart={toggleCart} />
            ) : null}
            <CatalogSearch inCart={inCart} onDetails={setDetailsOf} onToggleCart={toggleCart} targetDns={targetDns} />
          </div>
        ) : null}
        <aside ref={cartRef} className="ra-cart" aria-labelledby={cartHeadingId} part="cart">
          <CartPanel
            store={store}
            cart={cart}
            historyHref={historyHref}
            onSubmitted={onSubmitted}
            headingId={cartHeadingId}
          />
        </aside>
      </div>

      {detailsOf ? (
        <Suspense fallback={<ComponentLoader />}>
          <ItemDetailsDialog
            item={detailsOf}
            inCart={inCart(itemKey(detailsOf))}
            onClose={() => setDetailsOf(null)}
            onToggleCart={toggleCart}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
