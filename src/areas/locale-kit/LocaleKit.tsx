import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { fetchLocaleFile, localeKitQueries, type KitLocale } from '../../api/locale-kit';
import { errorMessage } from '../../core/errors';
import { useCore, useTranslation } from '../../core/react';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { LocaleUpload } from './LocaleUpload';
import { Heading } from '../../ui/Heading';

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
      {list.data ? <LocaleUpload locales={list.data} onUploaded={onUploaded} /> : null}
    </section>
  );
}
