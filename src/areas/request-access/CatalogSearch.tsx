import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../core/react';
import { errorMessage } from '../../core/errors';
import { TableSpinner } from '../../ui/TableSpinner';
import type { CatalogPageQuery } from '../../api/access';
import { ItemCard, type CartActions } from './ItemCard';
import { ITEM_KINDS, itemKey, type ItemKind } from './model';
import { useDebounced } from '../../ui/area';
import { entityTypeOf } from './request-access-mapping';
import { CATALOG_PAGE_SIZE, REQUEST_SEARCH_DEBOUNCE_MS, useCatalogSearch, useCategories } from './queries';
import { Heading } from '../../ui/Heading';

export interface CatalogSearchProps extends CartActions {
  /** On behalf of others: search what may be requested for these recipients. */
  targetDns?: readonly string[];
}

type KindFilter = ItemKind | 'all';

/**
 * Search over roles, resources and request definitions. Typing waits 2000 ms (spec section 9) before
 * it searches; the type and category filters search at once. With no text and no filter nothing is
 * searched (the landing items are shown above); a filter alone browses its items.
 */
export function CatalogSearch({ targetDns, ...actions }: CatalogSearchProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const searchId = useId();
  const kindId = useId();
  const categoryId = useId();
  const [text, setText] = useState('');
  const [kind, setKind] = useState<KindFilter>('all');
  const [categoryKey, setCategoryKey] = useState('');
  const [page, setPage] = useState(0);
  const typed = useDebounced(text.trim(), REQUEST_SEARCH_DEBOUNCE_MS);
  const categories = useCategories();

  const targets = useMemo(() => [...(targetDns ?? [])], [targetDns]);
  const query: CatalogPageQuery = useMemo(
    () => ({
      q: typed,
      types: (kind === 'all' ? ITEM_KINDS : [kind]).map(entityTypeOf),
      categoryKey,
      nextIndex: page * CATALOG_PAGE_SIZE + 1,
      size: CATALOG_PAGE_SIZE,
      ...(targets.length > 0 ? { targetDns: targets } : {}),
    }),
    [typed, kind, categoryKey, page, targets],
  );
  const active = typed !== '' || kind !== 'all' || categoryKey !== '';
  const search = useCatalogSearch(query, active);
  const pending = text.trim() !== typed;

  const items = active ? (search.data?.items ?? []) : [];
  const hasNext = active && (search.data?.nextIndex ?? 0) > 0 && items.length > 0;
  const first = page * CATALOG_PAGE_SIZE + 1;
  const last = page * CATALOG_PAGE_SIZE + items.length;
  const total = search.data?.total;

  const changeText = (value: string) => {
    setText(value);
    setPage(0);
  };

  return (
    <section className="ra-search" aria-labelledby={headingId} part="search">
      <Heading depth={1} id={headingId} className="ra-section-heading">
        {t('requestAccess.search.heading')}
      </Heading>
      <form className="ra-search-form" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="ra-field ra-search-text">
          <label htmlFor={searchId}>{t('requestAccess.search.label')}</label>
          <input
            id={searchId}
            type="search"
            value={text}
            autoComplete="off"
            placeholder={t('requestAccess.search.placeholder')}
            onChange={(event) => changeText(event.currentTarget.value)}
          />
        </div>
        <div className="ra-field">
          <label htmlFor={kindId}>{t('requestAccess.search.type')}</label>
          <select
            id={kindId}
            value={kind}
            onChange={(event) => {
              setKind(event.currentTarget.value as KindFilter);
              setPage(0);
            }}
          >
            <option value="all">{t('requestAccess.search.allTypes')}</option>
            <option value="role">{t('requestAccess.search.roles')}</option>
            <option value="resource">{t('requestAccess.search.resources')}</option>
            <option value="prd">{t('requestAccess.search.prds')}</option>
          </select>
        </div>
        <div className="ra-field">
          <label htmlFor={categoryId}>{t('requestAccess.search.category')}</label>
          <select
            id={categoryId}
            value={categoryKey}
            onChange={(event) => {
              setCategoryKey(event.currentTarget.value);
              setPage(0);
            }}
          >
            <option value="">{t('requestAccess.search.allCategories')}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.key} value={category.key}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
      </form>

      <div className="ra-results" aria-busy={pending || search.isFetching}>
        {!active ? (
          <p className="ra-hint">{pending ? t('requestAccess.search.waiting') : t('requestAccess.search.start')}</p>
        ) : search.isPending ? (
          <TableSpinner />
        ) : search.isError ? (
          <p className="idm-alert danger" role="alert">
            {errorMessage(search.error, (key) => t(key))}
          </p>
        ) : items.length === 0 ? (
          <p className="ra-empty" role="status">
            {t('requestAccess.search.noResults')}
          </p>
        ) : (
          <>
            <p className="ra-result-count" role="status">
              {total !== undefined
                ? t('requestAccess.search.showingOf', { first, last, total })
                : t('requestAccess.search.showing', { first, last })}
            </p>
            <ul className="ra-list" aria-label={t('requestAccess.search.results')}>
              {items.map((item) => (
                <li key={itemKey(item)}>
                  <ItemCard item={item} actions={actions} />
                </li>
              ))}
            </ul>
            {page > 0 || hasNext ? (
              <nav className="ra-pager" aria-label={t('requestAccess.search.pages')}>
                {page > 0 ? (
                  <button type="button" className="idm-button secondary" onClick={() => setPage(page - 1)}>
                    {t('requestAccess.search.previous')}
                  </button>
                ) : null}
                {hasNext ? (
                  <button type="button" className="idm-button secondary" onClick={() => setPage(page + 1)}>
                    {t('requestAccess.search.next')}
                  </button>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
