import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  landingQueries,
  pageVersionQuery,
  useCategoryPages,
  versionedStringsQuery,
  wholePageQuery,
} from '../../api/landing';
import { useCore, useTranslation } from '../../core/react';
import { LoadFailure } from '../../ui/LoadFailure';
import { CategoryPageEditor } from '../../ui/area/CategoryPageEditor';
import { Heading } from '../../ui/Heading';
import { currentOf, fieldsOf, nameKeyOf, type LandingTarget } from './landing-save';
import { LandingForm } from './LandingForm';
import { OTHER_LOCALES, useAllNames, versionText } from './names';

type Form = LandingTarget;

/** Administrators: the landing page's categories and applications, with their names in every language. */
export function EditLanding() {
  const { t } = useTranslation();
  const core = useCore();
  const items = useQuery(landingQueries.items(core));
  const allNames = useAllNames();
  const page = useQuery(pageVersionQuery(core, 'landing'));
  const pages = useCategoryPages('landing', items.data);
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form | null>(null);

  if (items.isError) return <LoadFailure error={items.error} onRetry={() => void items.refetch()} />;
  if (!items.data) return <p className="landing-hint">{t('landing.loading')}</p>;
  const formFor = (target: Form) => {
    const key = nameKeyOf(target);
    const current = currentOf(target, { ...items.data, categories: pages.categories }) ?? null;
    const names = (stored: string) => allNames.names(key ?? '', stored);
    const initial = fieldsOf(target, current, (locale) => (key ? names('')[locale] : ''));
    const reload = async () => {
      const fresh = { staleTime: 0 };
      const [read, ...strings] = await Promise.all([
        queryClient.fetchQuery({ ...wholePageQuery(core, 'landing'), ...fresh }),
        ...OTHER_LOCALES.map((locale) => queryClient.fetchQuery({ ...versionedStringsQuery(core, locale), ...fresh })),
      ]);
      const value = fieldsOf(target, currentOf(target, read.value), (locale) =>
        key ? (strings[OTHER_LOCALES.indexOf(locale)]?.value.get(key) ?? '') : '',
      );
      const versions = Object.fromEntries(OTHER_LOCALES.map((locale, i) => [locale, strings[i]?.version ?? null]));
      return { value, version: versionText({ page: read.version, names: versions }) };
    };
    return (
      <LandingForm
        key={JSON.stringify([target.kind, target.category?.id, target.kind === 'item' ? target.item?.itemId : ''])}
        target={target}
        initial={initial}
        version={versionText({ page: page.data?.version ?? null, names: allNames.versions })}
        currentNames={() => (key ? names('') : fieldsOf(target, null, () => '').names)}
        reload={reload}
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
        version={page.data?.version ?? null}
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
