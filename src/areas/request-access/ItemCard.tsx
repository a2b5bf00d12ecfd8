import { useId } from 'react';
import { useTranslation } from '../../core/react';
import { descriptionPreview } from '../../domain/format';
import { safeHref } from '../../domain/safe-url';
import { kindLabel } from './messages';
import { itemKey, type AppLink, type CatalogItem } from './model';
import { Heading } from '../../ui/Heading';

/** What the lists of items do with one: whether it is in the cart, opening its details, adding or removing it. */
export interface CartActions {
  inCart(key: string): boolean;
  onDetails(item: CatalogItem): void;
  onToggleCart(item: CatalogItem): void;
}

export interface ItemCardProps {
  item: CatalogItem;
  actions: CartActions;
}

/** One requestable item: name (opens the details), kind, description preview, categories, cart button. */
export function ItemCard({ item, actions: { onDetails, onToggleCart, ...cart } }: ItemCardProps) {
  const inCart = cart.inCart(itemKey(item));
  const { t } = useTranslation();
  const nameId = useId();
  const image = item.image ? safeHref(item.image) : null;
  return (
    <article className={`ra-item ra-kind-${item.kind}${inCart ? ' in-cart' : ''}`} aria-labelledby={nameId} part="item">
      <div className="ra-item-head">
        {image ? <img className="ra-item-image" src={image} alt="" /> : <KindIcon kind={item.kind} />}
        <div className="ra-item-title">
          <Heading depth={2} id={nameId} className="ra-item-name" dir="auto">
            <button type="button" className="idm-link-button" onClick={() => onDetails(item)}>
              {item.name}
            </button>
          </Heading>
          <span className="ra-badge">{kindLabel(t, item.kind)}</span>
        </div>
      </div>
      {item.description ? (
        <p className="ra-item-description" dir="auto">
          {descriptionPreview(item.description)}
        </p>
      ) : null}
      {item.categories.length > 0 ? (
        <ul className="ra-tags" aria-label={t('requestAccess.item.categories')}>
          {item.categories.map((category) => (
            <li key={category.key}>{category.name}</li>
          ))}
        </ul>
      ) : null}
      <div className="ra-item-actions">
        <button
          type="button"
          className={inCart ? 'idm-button secondary' : 'idm-button'}
          aria-describedby={nameId}
          onClick={() => onToggleCart(item)}
        >
          {inCart ? t('requestAccess.item.removeFromCart') : t('requestAccess.item.addToCart')}
        </button>
      </div>
    </article>
  );
}

const ICON_PATHS: Record<CatalogItem['kind'], string> = {
  // A star (role, as in the table cells' icons), a key (resource), a form (request definition).
  role: 'M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7Z',
  resource:
    'M14 3a7 7 0 0 0-6.6 9.3L2 17.7V22h4.3l.7-.7V19h2.3l.7-.7V16h2.3l1.4-1.4A7 7 0 1 0 14 3Zm2 6a2 2 0 1 1 0-4 2 2 0 0 1 0 4Z',
  prd: 'M6 2h9l5 5v15H6V2Zm8 1.5V8h4.5L14 3.5ZM8 11v2h10v-2H8Zm0 4v2h10v-2H8Z',
};

/** The kind's icon (decorative: the kind is also written next to the name). */
export function KindIcon({ kind }: { kind: CatalogItem['kind'] }) {
  return (
    <svg className="ra-item-icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[kind]} />
    </svg>
  );
}

/** A landing item that opens an application (a safe link in a new tab). */
export function AppLinkCard({ app }: { app: AppLink }) {
  const { t } = useTranslation();
  const nameId = useId();
  const href = safeHref(app.url);
  return (
    <article className="ra-item ra-kind-application" aria-labelledby={nameId} part="item">
      <div className="ra-item-head">
        <svg className="ra-item-icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
          <path d="M4 4h7v2H6v12h12v-5h2v7H4V4Zm9 0h7v7h-2V7.4l-7.3 7.3-1.4-1.4L16.6 6H13V4Z" />
        </svg>
        <div className="ra-item-title">
          <Heading depth={2} id={nameId} className="ra-item-name" dir="auto">
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {app.name}
                <span className="visually-hidden">{t('requestAccess.form.newTab')}</span>
              </a>
            ) : (
              app.name
            )}
          </Heading>
          <span className="ra-badge">{t('requestAccess.kind.application')}</span>
        </div>
      </div>
      {app.description ? (
        <p className="ra-item-description" dir="auto">
          {descriptionPreview(app.description)}
        </p>
      ) : null}
    </article>
  );
}
