import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addApplication,
  addCategory,
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
import { LoadFailure } from '../../ui/LoadFailure';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { CategoryPageEditor } from '../../ui/area/CategoryPageEditor';
import { checkNames, checkUrl, namesOk, serverFieldError, type NameErrors } from './forms';
import { NameFields } from './NameFields';
import { OTHER_LOCALES, useAllNames, type Names } from './names';
import { Heading } from '../../ui/Heading';
import { EditorForm, FieldRefusal, useEditorForm } from '../../ui/form';

const EMPTY_NAMES: Names = { en: '', de: '', fr: '', ar: '', he: '' };
const NO_ERRORS: NameErrors = { en: null, others: {} };

/** Saves the other languages' names of one key (an empty one removes it). */
async function saveNames(core: IdmCore, key: string, names: Names): Promise<void> {
  for (const locale of OTHER_LOCALES) await saveLandingStrings(core, locale, new Map([[key, names[locale].trim()]]));
}

type Form =
  | { kind: 'category'; category: LandingCategory | null }
  | { kind: 'item'; category: LandingCategory; item: LandingItem | null };

interface LandingFields {
  names: Names;
  appUrl: string;
  description: string;
}

const LANDING_LABELS: Record<keyof LandingFields, string> = {
  names: 'landing.edit.names',
  appUrl: 'landing.edit.url',
  description: 'landing.edit.description',
};

function LandingForm({ form, names: initial, onDone }: { form: Form; names: Names; onDone(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const edit = useLandingEdit();
  const item = form.kind === 'item' ? form.item : null;
  const title =
    form.kind === 'category'
      ? form.category
        ? t('landing.edit.renameCategory', { name: form.category.name })
        : t('landing.edit.addCategory')
      : item
        ? t('landing.edit.editItem', { name: item.name })
        : t('landing.edit.addApplication', { category: form.category.name });

  const save = async ({ names, appUrl, description }: LandingFields) => {
    const en = names.en.trim();
    const run = async (core: IdmCore) => {
      if (form.kind === 'category') {
        const categoryId = form.category
          ? (await updateCategories(core, 'landing', [{ id: form.category.id, name: en }]), form.category.id)
          : await addCategory(core, 'landing', en);
        await saveNames(core, categoryNameKey(Number(categoryId)), names);
        return;
      }
      const changed = { name: en, description, appUrl: appUrl.trim() };
      const itemId = item
        ? (await updateItems(core, 'landing', [{ itemId: item.itemId, ...changed }]), item.itemId)
        : await addApplication(core, { categoryId: form.category.id, ...changed });
      await saveNames(core, itemNameKey(Number(itemId)), names);
    };
    try {
      await edit.mutateAsync({ list: 'landing', run, message: t('landing.edit.saved', { name: en }) });
    } catch (error) {
      const { field, text } = serverFieldError(error);
      throw field ? new FieldRefusal(field === 'name' ? 'names' : 'appUrl', text) : error;
    }
  };
  const editor = useEditorForm<LandingFields, string | NameErrors>({
    initial: { names: initial, appUrl: item?.appUrl ?? '', description: item?.description ?? '' },
    problems: (value) => {
      const names = checkNames(value.names, t);
      return {
        names: namesOk(names) ? null : names,
        appUrl: form.kind === 'item' ? checkUrl(value.appUrl, t) : null,
      };
    },
    save,
    saved: onDone,
  });
  const { value, set } = editor;
  const nameErrors = editor.tried ? checkNames(value.names, t) : NO_ERRORS;
  const urlError = editor.problemOf('appUrl');

  return (
    <EditorForm
      form={editor}
      part="landing-form"
      className="idm-admin-form idm-admin-card"
      labelledBy={`${id}-title`}
      submitLabel={t('landing.edit.save')}
      fieldLabel={(field) => t(LANDING_LABELS[field])}
      actions={
        <button type="button" className="idm-button secondary" onClick={onDone}>
          {t('landing.edit.cancel')}
        </button>
      }
    >
      <Heading depth={2} id={`${id}-title`}>
        {title}
      </Heading>
      <NameFields
        idPrefix={`${id}-name`}
        names={value.names}
        englishError={nameErrors.en ?? editor.serverProblemOf('names')}
        errors={nameErrors.others}
        onChange={(names) => set({ names })}
      />
      {form.kind === 'item' ? (
        <>
          <AdminTextField
            id={`${id}-url`}
            label={t('landing.edit.url')}
            value={value.appUrl}
            required
            error={typeof urlError === 'string' ? urlError : null}
            onChange={(appUrl) => set({ appUrl })}
          />
          <AdminTextField
            id={`${id}-description`}
            label={t('landing.edit.description')}
            value={value.description}
            multiline
            error={null}
            onChange={(description) => set({ description })}
          />
        </>
      ) : null}
    </EditorForm>
  );
}

/** Administrators: the landing page's categories and applications, with their names in every language. */
export function EditLanding() {
  const { t } = useTranslation();
  const core = useCore();
  const items = useQuery(landingQueries.items(core));
  const allNames = useAllNames();
  const pages = useCategoryPages('landing', items.data);
  const [form, setForm] = useState<Form | null>(null);

  if (items.isError) return <LoadFailure error={items.error} onRetry={() => void items.refetch()} />;
  if (!items.data) return <p className="landing-hint">{t('landing.loading')}</p>;
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
      <CategoryPageEditor
        list="landing"
        pages={pages}
        word={(key, params) => t(`landing.edit.${key}`, params ?? {})}
        moreLabel={(real) => t('landing.more', { category: real.name, shown: real.items.length, total: real.total })}
        detail={(item) => item.appUrl || t(`landing.kind.${item.entityType}`)}
        itemTools={(category, item) =>
          item.entityType === 'application' ? (
            <button
              type="button"
              className="idm-button secondary"
              onClick={() => setForm({ kind: 'item', category, item })}
            >
              {t('landing.edit.editNamed', { name: item.name })}
            </button>
          ) : null
        }
        categoryForm={(category) => (
          <>
            {isForm('category', category.id, null) && form ? formFor(form) : null}
            {form && form.kind === 'item' && form.category.id === category.id ? formFor(form) : null}
          </>
        )}
        categoryActions={(category) => (
          <>
            <button
              type="button"
              className="idm-button secondary"
              onClick={() => setForm({ kind: 'item', category, item: null })}
            >
              {t('landing.edit.addApplicationTo', { category: category.name })}
            </button>
            <button
              type="button"
              className="idm-button secondary"
              onClick={() => setForm({ kind: 'category', category })}
            >
              {t('landing.edit.renameNamed', { name: category.name })}
            </button>
          </>
        )}
      />
    </section>
  );
}
