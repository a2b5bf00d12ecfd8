import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addApplication,
  addCategory,
  deleteCategory,
  deleteItem,
  hasMore,
  landingQueries,
  saveLandingStrings,
  updateCategories,
  updateItems,
  useCategoryPages,
  useLandingEdit,
  type LandingCategory,
  type LandingItem,
} from '../../api/landing';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';
import { categoryNameKey, itemNameKey } from '../../domain/landing';
import { moveBy } from '../../domain/ordering';
import { LoadFailure } from '../../ui/LoadFailure';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { CategoryListEditor, type EditorCategory } from '../../ui/area/CategoryListEditor';
import { MoreItems } from '../../ui/area/MoreItems';
import { checkNames, checkUrl, namesOk, serverFieldError, type NameErrors } from './forms';
import { NameFields } from './NameFields';
import { OTHER_LOCALES, useAllNames, type Names } from './names';
import { Heading } from '../../ui/Heading';

const EMPTY_NAMES: Names = { en: '', de: '', fr: '', ar: '', he: '' };
const NO_ERRORS: NameErrors = { en: null, others: {} };

/** Saves the other languages' names of one key (an empty one removes it). */
async function saveNames(core: IdmCore, key: string, names: Names): Promise<void> {
  for (const locale of OTHER_LOCALES) await saveLandingStrings(core, locale, new Map([[key, names[locale].trim()]]));
}

type Form =
  | { kind: 'category'; category: LandingCategory | null }
  | { kind: 'item'; category: LandingCategory; item: LandingItem | null };

function LandingForm({ form, names: initial, onDone }: { form: Form; names: Names; onDone(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const edit = useLandingEdit();
  const item = form.kind === 'item' ? form.item : null;
  const [names, setNames] = useState<Names>(initial);
  const [description, setDescription] = useState(item?.description ?? '');
  const [url, setUrl] = useState(item?.appUrl ?? '');
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<{ field: 'appUrl' | 'name' | null; text: string } | null>(null);
  const nameErrors = tried ? checkNames(names, t) : NO_ERRORS;
  const urlError = form.kind === 'item' && tried ? checkUrl(url, t) : null;
  const title =
    form.kind === 'category'
      ? form.category
        ? t('landing.edit.renameCategory', { name: form.category.name })
        : t('landing.edit.addCategory')
      : item
        ? t('landing.edit.editItem', { name: item.name })
        : t('landing.edit.addApplication', { category: form.category.name });

  const submit = async () => {
    setTried(true);
    setServer(null);
    if (!namesOk(checkNames(names, t)) || (form.kind === 'item' && checkUrl(url, t) !== null)) return;
    const en = names.en.trim();
    const run = async (core: IdmCore) => {
      if (form.kind === 'category') {
        const categoryId = form.category
          ? (await updateCategories(core, 'landing', [{ id: form.category.id, name: en }]), form.category.id)
          : await addCategory(core, 'landing', en);
        await saveNames(core, categoryNameKey(Number(categoryId)), names);
        return;
      }
      const itemId = item
        ? (await updateItems(core, 'landing', [{ itemId: item.itemId, name: en, description, appUrl: url.trim() }]),
          item.itemId)
        : await addApplication(core, { categoryId: form.category.id, name: en, description, appUrl: url.trim() });
      await saveNames(core, itemNameKey(Number(itemId)), names);
    };
    try {
      await edit.mutateAsync({ list: 'landing', run, message: t('landing.edit.saved', { name: en }) });
      onDone();
    } catch (error) {
      setServer(serverFieldError(error));
    }
  };

  return (
    <form
      className="idm-admin-form idm-admin-card"
      aria-label={title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Heading depth={2}>{title}</Heading>
      <NameFields
        idPrefix={`${id}-name`}
        names={names}
        englishError={nameErrors.en ?? (server?.field === 'name' ? server.text : null)}
        errors={nameErrors.others}
        onChange={setNames}
      />
      {form.kind === 'item' ? (
        <>
          <AdminTextField
            id={`${id}-url`}
            label={t('landing.edit.url')}
            value={url}
            required
            error={urlError ?? (server?.field === 'appUrl' ? server.text : null)}
            onChange={setUrl}
          />
          <AdminTextField
            id={`${id}-description`}
            label={t('landing.edit.description')}
            value={description}
            multiline
            error={null}
            onChange={setDescription}
          />
        </>
      ) : null}
      {server && server.field === null ? <p className="idm-admin-error">{server.text}</p> : null}
      <div className="idm-admin-actions">
        <button type="submit" className="idm-button" disabled={edit.isPending}>
          {t('landing.edit.save')}
        </button>
        <button type="button" className="idm-button secondary" onClick={onDone}>
          {t('landing.edit.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Administrators: the landing page's categories and applications, with their names in every language. */
export function EditLanding() {
  const { t } = useTranslation();
  const core = useCore();
  const items = useQuery(landingQueries.items(core));
  const allNames = useAllNames();
  const edit = useLandingEdit();
  const pages = useCategoryPages('landing', items.data);
  const [form, setForm] = useState<Form | null>(null);
  const [removing, setRemoving] = useState<{
    name: string;
    kind: 'category' | 'item';
    run: (core: IdmCore) => Promise<unknown>;
  } | null>(null);

  if (items.isError) return <LoadFailure error={items.error} onRetry={() => void items.refetch()} />;
  if (!items.data) return <p className="landing-hint">{t('landing.loading')}</p>;
  const categories = pages.categories;
  const byId = (id: string) => categories.find((c) => c.id === id);
  const editorCategories: EditorCategory[] = categories.map((c) => ({
    id: c.id,
    name: c.name,
    items: c.items.map((i) => ({
      itemId: i.itemId,
      name: i.name,
      detail: i.appUrl || t(`landing.kind.${i.entityType}`),
    })),
  }));
  const change = (run: (core: IdmCore) => Promise<unknown>, message: string) =>
    void edit.mutateAsync({ list: 'landing', run, message }).catch(() => undefined);
  const formFor = (target: Form) => {
    const names =
      target.kind === 'category'
        ? target.category
          ? allNames(categoryNameKey(Number(target.category.id)), target.category.name)
          : EMPTY_NAMES
        : target.item
          ? allNames(itemNameKey(Number(target.item.itemId)), target.item.name)
          : EMPTY_NAMES;
    return (
      <LandingForm
        key={JSON.stringify([target.kind, target.category?.id, target.kind === 'item' ? target.item?.itemId : ''])}
        form={target}
        names={names}
        onDone={() => setForm(null)}
      />
    );
  };
  const isForm = (kind: Form['kind'], categoryId: string | null, itemId: string | null) =>
    form !== null &&
    form.kind === kind &&
    (form.category?.id ?? null) === categoryId &&
    (form.kind === 'item' ? (form.item?.itemId ?? null) : null) === itemId;

  return (
    <section className="idm-admin landing-editor" part="landing-editor" aria-labelledby="landing-edit-title">
      <header className="idm-admin-header">
        <Heading id="landing-edit-title">{t('landing.edit.title')}</Heading>
        <button type="button" className="idm-button" onClick={() => setForm({ kind: 'category', category: null })}>
          {t('landing.edit.addCategory')}
        </button>
      </header>
      {isForm('category', null, null) && form ? formFor(form) : null}
      {removing ? (
        <div
          className="idm-alert alert-warning"
          role="alertdialog"
          aria-label={t(
            removing.kind === 'category' ? 'landing.edit.confirmRemoveCategory' : 'landing.edit.confirmRemoveItem',
            {
              name: removing.name,
            },
          )}
        >
          <p>
            {t(removing.kind === 'category' ? 'landing.edit.confirmRemoveCategory' : 'landing.edit.confirmRemoveItem', {
              name: removing.name,
            })}
          </p>
          <div className="idm-admin-actions">
            <button
              type="button"
              className="idm-button"
              onClick={() => {
                change(removing.run, t('landing.edit.removed', { name: removing.name }));
                setRemoving(null);
              }}
            >
              {t('landing.edit.remove')}
            </button>
            <button type="button" className="idm-button secondary" onClick={() => setRemoving(null)}>
              {t('landing.edit.cancel')}
            </button>
          </div>
        </div>
      ) : null}
      <CategoryListEditor
        categories={editorCategories}
        busy={edit.isPending}
        labels={{
          moveUp: (name) => t('landing.edit.moveUp', { name }),
          moveDown: (name) => t('landing.edit.moveDown', { name }),
          remove: (name) => t('landing.edit.removeNamed', { name }),
          items: (category) => t('landing.edit.itemsOf', { category }),
          empty: t('landing.edit.noItems'),
        }}
        onMoveCategory={(index, step) =>
          change(
            (c) =>
              updateCategories(
                c,
                'landing',
                moveBy(categories, index, step).map((cat, i) => ({ id: cat.id, order: i + 1 })),
              ),
            t('landing.edit.reordered'),
          )
        }
        onRemoveCategory={(category) =>
          setRemoving({ name: category.name, kind: 'category', run: (c) => deleteCategory(c, 'landing', category.id) })
        }
        onMoveItem={(category, index, step) => {
          const list = byId(category.id)?.items ?? [];
          change(
            (c) =>
              updateItems(
                c,
                'landing',
                moveBy(list, index, step).map((item, i) => ({ itemId: item.itemId, order: i + 1 })),
              ),
            t('landing.edit.reordered'),
          );
        }}
        onRemoveItem={(_category, item) =>
          setRemoving({ name: item.name, kind: 'item', run: (c) => deleteItem(c, 'landing', item.itemId) })
        }
        itemTools={(category, item) => {
          const real = byId(category.id)?.items.find((i) => i.itemId === item.itemId);
          return real && real.entityType === 'application' ? (
            <button
              type="button"
              className="idm-button secondary"
              onClick={() => setForm({ kind: 'item', category: byId(category.id)!, item: real })}
            >
              {t('landing.edit.editNamed', { name: item.name })}
            </button>
          ) : null;
        }}
        categoryTools={(category) => {
          const real = byId(category.id);
          if (!real) return null;
          return (
            <>
              {isForm('category', category.id, null) && form ? formFor(form) : null}
              {form && form.kind === 'item' && form.category.id === category.id ? formFor(form) : null}
              {hasMore(real) ? (
                <MoreItems
                  label={t('landing.more', { category: real.name, shown: real.items.length, total: real.total })}
                  busy={pages.loading === real.id}
                  error={pages.failed?.categoryId === real.id ? pages.failed.error : null}
                  onMore={() => pages.more(real.id)}
                />
              ) : null}
              <div className="idm-admin-actions">
                <button
                  type="button"
                  className="idm-button secondary"
                  onClick={() => setForm({ kind: 'item', category: real, item: null })}
                >
                  {t('landing.edit.addApplicationTo', { category: category.name })}
                </button>
                <button
                  type="button"
                  className="idm-button secondary"
                  onClick={() => setForm({ kind: 'category', category: real })}
                >
                  {t('landing.edit.renameNamed', { name: category.name })}
                </button>
              </div>
            </>
          );
        }}
      />
    </section>
  );
}
