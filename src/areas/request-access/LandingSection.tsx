import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../core/react';
import { errorMessage } from '../../core/errors';
import { hasMore } from '../../api/landing';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { MoreItems } from '../../ui/area/MoreItems';
import { AppLinkCard, ItemCard, type CartActions } from './ItemCard';
import { isAppLink, itemKey } from './model';
import { useLanding } from './queries';
import { Heading } from '../../ui/Heading';

export type LandingSectionProps = CartActions;

const ALL = '';

/** The client's landing items: category buttons, then the featured items of the chosen category. */
export function LandingSection(actions: LandingSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const landing = useLanding();
  const [category, setCategory] = useState(ALL);

  const categories = useMemo(() => (landing.data?.categories ?? []).filter((c) => c.items.length > 0), [landing.data]);
  const items = useMemo(() => {
    if (!landing.data) return [];
    if (category !== ALL) return categories.find((c) => c.key === category)?.items ?? [];
    const seen = new Set<string>();
    return [...categories.flatMap((c) => c.items), ...landing.data.uncategorized].filter((item) => {
      const key = itemKey(item);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }, [landing.data, categories, category]);
  const { pages } = landing;
  const chosen = category === ALL ? undefined : pages.categories.find((c) => c.id === category);

  return (
    <section className="ra-landing" aria-labelledby={headingId} part="landing">
      <Heading depth={1} id={headingId} className="ra-section-heading">
        {t('requestAccess.landing.heading')}
      </Heading>
      {landing.isPending ? (
        <ComponentLoader label={t('requestAccess.landing.loading')} />
      ) : landing.isError ? (
        <p className="idm-alert danger" role="alert">
          {errorMessage(landing.error, (key) => t(key))}
        </p>
      ) : (
        <>
          {categories.length > 0 ? (
            <div className="ra-categories" role="group" aria-label={t('requestAccess.landing.categories')}>
              <button
                type="button"
                className="ra-chip"
                aria-pressed={category === ALL}
                onClick={() => setCategory(ALL)}
              >
                {t('requestAccess.landing.allCategories')}
              </button>
              {categories.map((c) => (
                <button
                  key={c.key}
                  type="button"
                  className="ra-chip"
                  aria-pressed={category === c.key}
                  onClick={() => setCategory(c.key)}
                >
                  {c.name}
                </button>
              ))}
            </div>
          ) : null}
          {items.length === 0 ? (
            <p className="ra-empty">{t('requestAccess.landing.empty')}</p>
          ) : (
            <ul className="ra-grid" aria-label={t('requestAccess.landing.listLabel')}>
              {items.map((item) => (
                <li key={itemKey(item)}>
                  {isAppLink(item) ? <AppLinkCard app={item} /> : <ItemCard item={item} actions={actions} />}
                </li>
              ))}
            </ul>
          )}
          {chosen && hasMore(chosen) ? (
            <MoreItems
              label={t('requestAccess.landing.more', {
                category: chosen.name,
                shown: chosen.items.length,
                total: chosen.total,
              })}
              busy={pages.loading === chosen.id}
              error={pages.failed?.categoryId === chosen.id ? pages.failed.error : null}
              onMore={() => pages.more(chosen.id)}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
