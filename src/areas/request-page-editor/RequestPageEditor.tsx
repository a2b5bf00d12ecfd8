import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addCategory,
  deleteCategory,
  deleteItem,
  hasMore,
  landingQueries,
  updateCategories,
  updateItems,
  useCategoryPages,
  useLandingEdit,
} from '../../api/landing';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';
import { landingNameRefusal } from '../../domain/landing';
import { moveBy } from '../../domain/ordering';
import { LoadFailure } from '../../ui/LoadFailure';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { CategoryListEditor } from '../../ui/area/CategoryListEditor';
import { MoreItems } from '../../ui/area/MoreItems';
import { AddFeatured } from './AddFeatured';
import { Heading } from '../../ui/Heading';

const KINDS = new Set(['role', 'resource', 'prd']);

/** A category's name: a new one, or a new name for `categoryId`. */
function CategoryNameForm({
  categoryId,
  initial,
  onDone,
}: {
  categoryId: string | null;
  initial: string;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const edit = useLandingEdit();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const refusal = landingNameRefusal(name);
    if (refusal)
      return setError(name.trim() === '' ? t('requestPageEditor.error.name') : t('requestPageEditor.error.nameLength'));
    setError(null);
    const run = (core: IdmCore) =>
      categoryId === null
        ? addCategory(core, 'featured', name.trim())
        : updateCategories(core, 'featured', [{ id: categoryId, name: name.trim() }]);
    void edit
      .mutateAsync({ list: 'featured', run, message: t('requestPageEditor.saved', { name: name.trim() }) })
      .then(onDone, () => undefined);
  };
  return (
    <form
      className="idm-admin-form idm-admin-card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <AdminTextField
        id={`${id}-name`}
        label={t('requestPageEditor.categoryName')}
        value={name}
        required
        error={error}
        onChange={setName}
      />
      <div className="idm-admin-actions">
        <button type="submit" className="idm-button" disabled={edit.isPending}>
          {t('requestPageEditor.save')}
        </button>
        <button type="button" className="idm-button secondary" onClick={onDone}>
          {t('requestPageEditor.cancel')}
        </button>
      </div>
    </form>
  );
}

type Open = { kind: 'newCategory' } | { kind: 'rename' | 'add'; categoryId: string } | null;

/** Administrators: the request page's featured items by category; changes show in Request Access at once. */
export function RequestPageEditor() {
  const { t } = useTranslation();
  const core = useCore();
  const featured = useQuery(landingQueries.featured(core));
  const edit = useLandingEdit();
  const pages = useCategoryPages('featured', featured.data);
  const [open, setOpen] = useState<Open>(null);
  const [removing, setRemoving] = useState<{
    name: string;
    kind: 'category' | 'item';
    run: (core: IdmCore) => Promise<unknown>;
  } | null>(null);

  if (featured.isError) return <LoadFailure error={featured.error} onRetry={() => void featured.refetch()} />;
  if (!featured.data) return <p>{t('requestPageEditor.loading')}</p>;
  const categories = pages.categories;
  const change = (run: (core: IdmCore) => Promise<unknown>, message: string) =>
    void edit.mutateAsync({ list: 'featured', run, message }).catch(() => undefined);
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
        <CategoryNameForm categoryId={null} initial="" onDone={() => setOpen(null)} />
      ) : null}
      {removing ? (
        <div
          className="idm-alert alert-warning"
          role="alertdialog"
          aria-label={t(
            removing.kind === 'category'
              ? 'requestPageEditor.confirmRemoveCategory'
              : 'requestPageEditor.confirmRemoveItem',
            {
              name: removing.name,
            },
          )}
        >
          <p>
            {t(
              removing.kind === 'category'
                ? 'requestPageEditor.confirmRemoveCategory'
                : 'requestPageEditor.confirmRemoveItem',
              {
                name: removing.name,
              },
            )}
          </p>
          <div className="idm-admin-actions">
            <button
              type="button"
              className="idm-button"
              onClick={() => {
                change(removing.run, t('requestPageEditor.removed', { name: removing.name }));
                setRemoving(null);
              }}
            >
              {t('requestPageEditor.remove')}
            </button>
            <button type="button" className="idm-button secondary" onClick={() => setRemoving(null)}>
              {t('requestPageEditor.cancel')}
            </button>
          </div>
        </div>
      ) : null}
      <CategoryListEditor
        categories={categories.map((c) => ({
          id: c.id,
          name: c.name,
          items: c.items.map((i) => ({ itemId: i.itemId, name: i.name, detail: kind(i.entityType) })),
        }))}
        busy={edit.isPending}
        labels={{
          moveUp: (name) => t('requestPageEditor.moveUp', { name }),
          moveDown: (name) => t('requestPageEditor.moveDown', { name }),
          remove: (name) => t('requestPageEditor.removeNamed', { name }),
          items: (category) => t('requestPageEditor.itemsOf', { category }),
          empty: t('requestPageEditor.noItems'),
        }}
        onMoveCategory={(index, step) =>
          change(
            (c) =>
              updateCategories(
                c,
                'featured',
                moveBy(categories, index, step).map((cat, i) => ({ id: cat.id, order: i + 1 })),
              ),
            t('requestPageEditor.reordered'),
          )
        }
        onRemoveCategory={(category) =>
          setRemoving({ name: category.name, kind: 'category', run: (c) => deleteCategory(c, 'featured', category.id) })
        }
        onMoveItem={(category, index, step) => {
          const list = categories.find((c) => c.id === category.id)?.items ?? [];
          change(
            (c) =>
              updateItems(
                c,
                'featured',
                moveBy(list, index, step).map((item, i) => ({ itemId: item.itemId, order: i + 1 })),
              ),
            t('requestPageEditor.reordered'),
          );
        }}
        onRemoveItem={(_category, item) =>
          setRemoving({ name: item.name, kind: 'item', run: (c) => deleteItem(c, 'featured', item.itemId) })
        }
        categoryTools={(category) => {
          const real = categories.find((c) => c.id === category.id);
          if (!real) return null;
          return (
            <>
              {open?.kind === 'rename' && open.categoryId === category.id ? (
                <CategoryNameForm categoryId={category.id} initial={category.name} onDone={() => setOpen(null)} />
              ) : null}
              {open?.kind === 'add' && open.categoryId === category.id ? (
                <AddFeatured category={real} onDone={() => setOpen(null)} />
              ) : null}
              {hasMore(real) ? (
                <MoreItems
                  label={t('requestPageEditor.more', {
                    category: real.name,
                    shown: real.items.length,
                    total: real.total,
                  })}
                  busy={pages.loading === real.id}
                  error={pages.failed?.categoryId === real.id ? pages.failed.error : null}
                  onMore={() => pages.more(real.id)}
                />
              ) : null}
              <div className="idm-admin-actions">
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
              </div>
            </>
          );
        }}
      />
    </section>
  );
}
