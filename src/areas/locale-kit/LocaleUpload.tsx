import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { localeKitQueries, type KitLocale } from '../../api/locale-kit';
import { useCore, useTranslation } from '../../core/react';
import { PROPERTIES_MAX_BYTES } from '../../domain/locale-properties';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { Heading } from '../../ui/Heading';
import { UploadFileForm } from './UploadFileForm';

export interface LocaleUploadProps {
  locales: KitLocale[];
  /** After an upload the server took (`idm-locale-uploaded` in the element). */
  onUploaded?(detail: { locale: string }): void;
}

/**
 * Upload a translation: the language, then its file on the form kit, sent with the version of that language's
 * file as read when it was chosen (someone else's upload meanwhile opens the conflict dialog).
 */
export function LocaleUpload({ locales, onUploaded }: LocaleUploadProps) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const [locale, setLocale] = useState(locales[0]?.locale ?? '');
  const file = useQuery(localeKitQueries.file(core, locale));
  const name = locales.find((l) => l.locale === locale)?.name ?? locale;
  return (
    <section className="idm-admin-card" aria-labelledby={`${id}-upload`}>
      <Heading depth={1} id={`${id}-upload`}>
        {t('localeKit.upload')}
      </Heading>
      <p className="locale-kit-hint" id={`${id}-hint`}>
        {t('localeKit.uploadHint', { kb: PROPERTIES_MAX_BYTES / 1024 })}
      </p>
      <div className="idm-admin-form" part="locale-upload">
        <div className="idm-admin-field">
          <label htmlFor={`${id}-locale`}>{t('localeKit.uploadLocale')}</label>
          <select id={`${id}-locale`} value={locale} onChange={(event) => setLocale(event.target.value)}>
            {locales.map((l) => (
              <option key={l.locale} value={l.locale}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        {file.data ? (
          <UploadFileForm
            key={locale}
            locale={locale}
            name={name}
            hintId={`${id}-hint`}
            initial={{ content: file.data.value }}
            version={file.data.version ?? undefined}
            reload={async () => {
              const { data } = await file.refetch();
              return { value: { content: data?.value ?? '' }, version: data?.version ?? undefined };
            }}
            onUploaded={onUploaded}
          />
        ) : file.isError ? (
          <p role="alert" className="idm-admin-error">
            {t('localeKit.loadFailed')}
          </p>
        ) : (
          <ComponentLoader label={t('localeKit.loading')} />
        )}
      </div>
    </section>
  );
}
