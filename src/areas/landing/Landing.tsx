import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hasMore, landingQueries, useCategoryPages, type LandingItem } from '../../api/landing';
import { sectionHref } from '../../core/navigation';
import { useCore, useTranslation } from '../../core/react';
import { categoryNameKey, itemNameKey, landingSearchText, safeLandingUrl } from '../../domain/landing';
import { LoadFailure } from '../../ui/LoadFailure';
import { RouteLink, SearchBox } from '../../ui/area';
import { MoreItems } from '../../ui/area/MoreItems';
import { ItemIcon } from './ItemIcon';
import { useLocalizedNames } from './names';
import { Heading } from '../../ui/Heading';

function ItemLink({ item, name }: { item: LandingItem; name: string }) {
  const { t } = useTranslation();
  const body = (
    <>
      <ItemIcon kind={item.entityType} />
      <span className="landing-item-text">
        <span className="landing-item-name" dir="auto">
          {name}
        </span>
        {item.description ? (
          <span className="landing-item-description" dir="auto">
            {item.description}
          </span>
        ) : null}
      </span>
    </>
  );
  if (item.entityType !== 'application')
    return (
      <RouteLink href={sectionHref('requests')} className="landing-item" aria-label={t('landing.request', { name })}>
        {body}
      </RouteLink>
    );
  const href = safeLandingUrl(item.appUrl);
  if (href === null) return <span className="landing-item">{body}</span>;
  if (href.startsWith('#'))
    return (
      <RouteLink href={href} className="landing-item">
        {body}
      </RouteLink>
    );
  return (
    <a href={href} className="landing-item" target="_blank" rel="noopener noreferrer">
      {body}
      <span className="visually-hidden">{t('landing.newWindow')}</span>
    </a>
  );
}

/** Typed text inside a sentence keeps its own direction (first-strong isolate), whatever the page's. */
const isolated = (text: string): string => `\u2068${text}\u2069`;

/**
 * The landing page: featured applications and permissions by category, in the user's language. The search
 * (on Enter or Search) asks the server for the items whose name or description contain the text; clearing it
 * brings every category back.
 */
export function Landing() {
  const { t } = useTranslation();
  const core = useCore();
  const [q, setQ] = useState('');
  const items = useQuery({ ...landingQueries.items(core, q), placeholderData: keepPreviousData });
  const names = useLocalizedNames();
  const shownQ = items.isPlaceholderData ? null : q;
  const pages = useCategoryPages('landing', items.data, q);
  if (items.isError && !items.data) return <LoadFailure error={items.error} onRetry={() => void items.refetch()} />;
  if (!items.data || !names.ready) return <p className="landing-hint">{t('landing.loading')}</p>;
  const categories = pages.categories.filter((category) => category.items.length > 0);
  return (
    <section className="landing" part="landing" aria-labelledby="landing-title">
      <Heading id="landing-title">{t('landing.title')}</Heading>
      <div className="idm-list-toolbar landing-search">
        <SearchBox
          className="idm-list-search"
          label={t('landing.search')}
          submitLabel={t('landing.searchButton')}
          value={q}
          whileTyping={false}
          onSearch={(value) => setQ(landingSearchText(value))}
        />
      </div>
      {items.isError ? <LoadFailure error={items.error} onRetry={() => void items.refetch()} /> : null}
      <div className="landing-results" aria-busy={items.isPlaceholderData}>
        <p className="landing-hint" role="status">
          {shownQ && categories.length === 0 ? t('landing.noMatch', { q: isolated(shownQ) }) : null}
        </p>
        {shownQ === '' && categories.length === 0 ? <p className="landing-hint">{t('landing.empty')}</p> : null}
        {categories.map((category) => {
          const categoryName = names.name(categoryNameKey(Number(category.id)), category.name);
          return (
            <section key={category.id} className="landing-category" aria-label={categoryName}>
              <Heading depth={1} dir="auto">
                {categoryName}
              </Heading>
              <ul className="landing-items">
                {category.items.map((item) => (
                  <li key={item.itemId}>
                    <ItemLink item={item} name={names.name(itemNameKey(Number(item.itemId)), item.name)} />
                  </li>
                ))}
              </ul>
              {hasMore(category) && !items.isPlaceholderData ? (
                <MoreItems
                  label={t('landing.more', {
                    category: categoryName,
                    shown: category.items.length,
                    total: category.total,
                  })}
                  busy={pages.loading === category.id}
                  error={pages.failed?.categoryId === category.id ? pages.failed.error : null}
                  onMore={() => pages.more(category.id)}
                />
              ) : null}
            </section>
          );
        })}
      </div>
    </section>
  );
}
