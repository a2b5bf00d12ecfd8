import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addCategory, landingQueries, updateCategories, useCategoryPages, useLandingEdit } from '../../api/landing';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';
import { landingNameRefusal } from '../../domain/landing';
import { LoadFailure } from '../../ui/LoadFailure';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { CategoryPageEditor } from '../../ui/area/CategoryPageEditor';
import { EditorForm, useEditorForm } from '../../ui/form';
import { AddFeatured } from './AddFeatured';
import { Heading } from '../../ui/Heading';

const KINDS = new Set(['role', 'resource', 'prd']);

/** A category's name: a new one, or a new name for `categoryId`; on the form kit (one request, leave guard). */
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
  const form = useEditorForm<{ name: string }, string>({
    initial: { name: initial },
    problems: ({ name }) => ({
      name:
        landingNameRefusal(name) === null
          ? null
          : name.trim() === ''
            ? t('requestPageEditor.error.name')
            : t('requestPageEditor.error.nameLength'),
    }),
    save: ({ name }) => {
      const run = (core: IdmCore) =>
        categoryId === null
          ? addCategory(core, 'featured', name.trim())
          : updateCategories(core, 'featured', [{ id: categoryId, name: name.trim() }]);
      return edit.mutateAsync({ list: 'featured', run, message: t('requestPageEditor.saved', { name: name.trim() }) });
    },
    saved: onDone,
  });
  return (
    <EditorForm
      form={form}
      part="category-name-form"
      className="idm-admin-form idm-admin-card"
      submitLabel={t('requestPageEditor.save')}
      fieldLabel={() => t('requestPageEditor.categoryName')}
      actions={
        <button type="button" className="idm-button secondary" onClick={onDone}>
          {t('requestPageEditor.cancel')}
        </button>
      }
    >
      <AdminTextField
        id={`${id}-name`}
        label={t('requestPageEditor.categoryName')}
        value={form.value.name}
        required
        error={form.problemOf('name')}
        onChange={(name) => form.set({ name })}
      />
    </EditorForm>
  );
}

type Open = { kind: 'newCategory' } | { kind: 'rename' | 'add'; categoryId: string } | null;

/** Administrators: the request page's featured items by category; changes show in Request Access at once. */
export function RequestPageEditor() {
  const { t } = useTranslation();
  const core = useCore();
  const featured = useQuery(landingQueries.featured(core));
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
        <CategoryNameForm categoryId={null} initial="" onDone={() => setOpen(null)} />
      ) : null}
      <CategoryPageEditor
        list="featured"
        pages={pages}
        word={(key, params) => t(`requestPageEditor.${key}`, params ?? {})}
        moreLabel={(real) =>
          t('requestPageEditor.more', { category: real.name, shown: real.items.length, total: real.total })
        }
        detail={(item) => kind(item.entityType)}
        categoryForm={(category) => (
          <>
            {open?.kind === 'rename' && open.categoryId === category.id ? (
              <CategoryNameForm categoryId={category.id} initial={category.name} onDone={() => setOpen(null)} />
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
