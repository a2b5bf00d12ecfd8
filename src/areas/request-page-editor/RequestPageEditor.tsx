import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { landingQueries, pageVersionQuery, useCategoryPages } from '../../api/landing';
import { useCore, useTranslation } from '../../core/react';
import { LoadFailure } from '../../ui/LoadFailure';
import { CategoryPageEditor } from '../../ui/area/CategoryPageEditor';
import { AddFeatured } from './AddFeatured';
import { CategoryNameForm } from './CategoryNameForm';
import { Heading } from '../../ui/Heading';

const KINDS = new Set(['role', 'resource', 'prd']);

type Open = { kind: 'newCategory' } | { kind: 'rename' | 'add'; categoryId: string } | null;

/** Administrators: the request page's featured items by category; changes show in Request Access at once. */
export function RequestPageEditor() {
  const { t } = useTranslation();
  const core = useCore();
  const featured = useQuery(landingQueries.featured(core));
  const page = useQuery(pageVersionQuery(core, 'featured'));
  const version = page.data?.version ?? null;
  const pages = useCategoryPages('featured', featured.data);
  const [open, setOpen] = useState<Open>(null);

  if (featured.isError) return <LoadFailure error={featured.error} onRetry={() => void featured.refetch()} />;
  if (!featured.data) return <p>{t('requestPageEditor.loading')}</p>;
  const kind = (entityType: string) =>
    KINDS.has(entityType.toLowerCase()) ? t(`requestPageEditor.kind.${entityType.toLowerCase()}`) : entityType;

  return (
    <section className="idm-admin" part="request-page-editor" aria-labelledby="request-page-editor-title">
      <header className="idm-admin-header">
        <Heading id="request-page-editor-title">{t('requestPageEditor.title')}</Heading>
        <button type="button" className="idm-button" onClick={() => setOpen({ kind: 'newCategory' })}>
          {t('requestPageEditor.addCategory')}
        </button>
      </header>
      <p>{t('requestPageEditor.intro')}</p>
      {open?.kind === 'newCategory' ? (
        <CategoryNameForm categoryId={null} initial="" version={null} onDone={() => setOpen(null)} />
      ) : null}
      <CategoryPageEditor
        list="featured"
        pages={pages}
        version={version}
        word={(key, params) => t(`requestPageEditor.${key}`, params ?? {})}
        moreLabel={(real) =>
          t('requestPageEditor.more', { category: real.name, shown: real.items.length, total: real.total })
        }
        detail={(item) => kind(item.entityType)}
        categoryForm={(category) => (
          <>
            {open?.kind === 'rename' && open.categoryId === category.id ? (
              <CategoryNameForm
                categoryId={category.id}
                initial={category.name}
                version={version}
                onDone={() => setOpen(null)}
              />
            ) : null}
            {open?.kind === 'add' && open.categoryId === category.id ? (
              <AddFeatured category={category} onDone={() => setOpen(null)} />
            ) : null}
          </>
        )}
        categoryActions={(category) => (
          <>
            <button
              type="button"
              className="idm-button secondary"
              onClick={() => setOpen({ kind: 'add', categoryId: category.id })}
            >
              {t('requestPageEditor.addTo', { category: category.name })}
            </button>
            <button
              type="button"
              className="idm-button secondary"
              onClick={() => setOpen({ kind: 'rename', categoryId: category.id })}
            >
              {t('requestPageEditor.renameNamed', { name: category.name })}
            </button>
          </>
        )}
      />
    </section>
  );
}
