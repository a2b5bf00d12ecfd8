import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLocaleFile, localeKitQueries, useUploadLocaleFile, type KitLocale } from '../../api/locale-kit';
import { errorMessage } from '../../core/errors';
import { useCore } from '../../core/react';
import { PROPERTIES_MAX_BYTES, PROPERTY_VALUE_MAX, type PropertiesProblem } from '../../domain/locale-properties';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { keysOf, uploadProblems } from './upload-check';
import { Heading } from '../../ui/Heading';

const MAX_SHOWN_PROBLEMS = 5;

/** The localisation kit: the locales (supported and the landing page's), download a file, upload a translation. */
export interface LocaleKitProps {
  /** After an upload the server took (`idm-locale-uploaded` in the element). */
  onUploaded?(detail: { locale: string }): void;
}

export function LocaleKitView({ onUploaded }: LocaleKitProps) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const list = useQuery(localeKitQueries.list(core));
  const landing = useQuery(localeKitQueries.landing(core));
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = async (locale: KitLocale) => {
    setDownloadError(null);
    try {
      const content = await fetchLocaleFile(core, locale.locale);
      const url = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${locale.locale}.properties`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      setDownloadError(errorMessage(error, (key) => t(key)));
    }
  };

  return (
    <section className="idm-admin" part="locale-kit" aria-labelledby={`${id}-title`}>
      <header className="idm-admin-header">
        <Heading id={`${id}-title`}>{t('localeKit.title')}</Heading>
      </header>
      <p className="locale-kit-hint">{t('localeKit.intro')}</p>
      <section className="idm-admin-card" aria-labelledby={`${id}-supported`}>
        <Heading depth={1} id={`${id}-supported`}>
          {t('localeKit.supported')}
        </Heading>
        {list.isPending ? <ComponentLoader label={t('localeKit.loading')} /> : null}
        {list.isError ? (
          <p role="alert" className="idm-admin-error">
            {t('localeKit.loadFailed')}
          </p>
        ) : null}
        {list.data ? (
          <div className="idm-table-scroll" tabIndex={0}>
            <table className="locale-kit-table" aria-labelledby={`${id}-supported`}>
              <thead>
                <tr>
                  <th scope="col">{t('localeKit.language')}</th>
                  <th scope="col">{t('localeKit.key')}</th>
                  <th scope="col">{t('localeKit.modified')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('localeKit.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((locale) => (
                  <tr key={locale.locale}>
                    <th scope="row">
                      <bdi>{locale.name}</bdi>
                    </th>
                    <td dir="ltr">{locale.locale}</td>
                    <td>
                      {locale.modified
                        ? new Date(locale.modified).toLocaleString(core.i18n.language)
                        : t('localeKit.builtIn')}
                    </td>
                    <td>
                      <button type="button" className="idm-button" onClick={() => void download(locale)}>
                        {t('localeKit.download', { name: locale.name })}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {downloadError ? (
          <p role="alert" className="idm-admin-error">
            {downloadError}
          </p>
        ) : null}
      </section>
      <section className="idm-admin-card" aria-labelledby={`${id}-landing`}>
        <Heading depth={1} id={`${id}-landing`}>
          {t('localeKit.landing')}
        </Heading>
        {landing.isPending ? <ComponentLoader label={t('localeKit.loading')} /> : null}
        {landing.data ? (
          <ul>
            {landing.data.locales.map((locale) => (
              <li key={locale.locale}>
                <bdi>
                  {locale.locale === landing.data.current
                    ? t('localeKit.yourLanguage', { name: locale.name })
                    : locale.name}
                </bdi>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {list.data ? <UploadForm locales={list.data} onUploaded={onUploaded} /> : null}
    </section>
  );
}

function UploadForm({ locales, onUploaded }: { locales: KitLocale[] } & LocaleKitProps) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const queryClient = useQueryClient();
  const upload = useUploadLocaleFile();
  const [locale, setLocale] = useState(locales[0]?.locale ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<PropertiesProblem[] | null>(null);
  const [required, setRequired] = useState(false);

  const problemText = (problem: PropertiesProblem) =>
    t(`localeKit.problem.${problem.code}`, {
      line: problem.line,
      key: problem.key ?? '',
      kb: PROPERTIES_MAX_BYTES / 1024,
      max: PROPERTY_VALUE_MAX,
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRequired(file === null);
    if (!file) return;
    const content = await file.text();
    const current = await queryClient.fetchQuery(localeKitQueries.file(core, locale));
    const found = uploadProblems(content, file.size, keysOf(current));
    setProblems(found);
    if (found.length > 0) return;
    const name = locales.find((l) => l.locale === locale)?.name ?? locale;
    upload
      .mutateAsync({ locale, content, name })
      .then(() => onUploaded?.({ locale }))
      .catch(() => undefined);
  };

  const fileError = required ? t('localeKit.fileRequired') : null;
  const shown = problems ?? [];
  const invalid = fileError !== null || shown.length > 0;
  return (
    <section className="idm-admin-card" aria-labelledby={`${id}-upload`}>
      <Heading depth={1} id={`${id}-upload`}>
        {t('localeKit.upload')}
      </Heading>
      <p className="locale-kit-hint" id={`${id}-hint`}>
        {t('localeKit.uploadHint', { kb: PROPERTIES_MAX_BYTES / 1024 })}
      </p>
      <form className="idm-admin-form" noValidate onSubmit={(event) => void submit(event)} part="locale-upload">
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
        <div className="idm-admin-field">
          <label htmlFor={`${id}-file`}>{t('localeKit.file')}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".properties,text/plain"
            aria-invalid={invalid}
            aria-describedby={`${id}-hint${invalid ? ` ${id}-file-error` : ''}`}
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setProblems(null);
              setRequired(false);
            }}
          />
          {invalid ? (
            <div id={`${id}-file-error`} className="idm-admin-error">
              {fileError ? <p className="idm-admin-error">{fileError}</p> : null}
              {shown.length > 0 ? (
                <>
                  <p className="idm-admin-error">{t('localeKit.invalidFile')}</p>
                  <ul className="locale-kit-problems">
                    {shown.slice(0, MAX_SHOWN_PROBLEMS).map((problem, index) => (
                      <li key={index}>{problemText(problem)}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          ) : null}
        </div>
        <div className="idm-admin-actions">
          <button type="submit" className="idm-button" disabled={upload.isPending}>
            {upload.isPending ? t('localeKit.uploading') : t('localeKit.uploadButton')}
          </button>
        </div>
      </form>
    </section>
  );
}
