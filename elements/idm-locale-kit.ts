import { createElement, useCallback } from 'react';
import { useTranslation } from '../src/core/react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import localeKitEnglish from '../src/i18n/en/localeKit.json';
import { LocaleKitView, localeKitStyles } from '../src/areas/locale-kit';
import { CORE_VERSION } from '../src/core/version';
import { WhenSignedIn } from '../src/ui/area';
import { FeedbackBanner } from '../src/ui/banner/FeedbackBanner';
import { sharedStyles } from '../src/ui/styles/shared-styles';

export type IdmLocaleKitProps = IdmHostProps;

export interface IdmLocaleUploadedDetail {
  locale: string;
}

function LocaleKitElement({ host }: IdmLocaleKitProps) {
  const { t } = useTranslation();
  const onUploaded = useCallback(
    (detail: IdmLocaleUploadedDetail) =>
      void emitIdmEvent<IdmLocaleUploadedDetail>(host, 'idm-locale-uploaded', detail),
    [host],
  );
  return createElement(
    WhenSignedIn,
    { loadingLabel: t('localeKit.loading') },
    createElement(
      'div',
      { className: 'locale-kit-area', part: 'root' },
      createElement(FeedbackBanner),
      createElement(LocaleKitView, { onUploaded }),
    ),
  );
}

/**
 * `<idm-locale-kit>`: the localisation kit (administrators) — the supported locales with when a translation
 * was uploaded, the landing page's locales, download a locale's properties file, upload one (checked
 * first: well-formed key=value lines, known keys, at most 64 KB); the server-driven names (the menu)
 * follow from the next load.
 *
 * Attributes: none. Properties: none.
 *
 * Events (bubbling, composed):
 * - `idm-locale-uploaded` — `{ locale }` after the server took a file.
 *
 * Parts: `root`, `banner`, `locale-kit`, `locale-upload`.
 */
export const IdmLocaleKitElement = defineIdmElement('idm-locale-kit', LocaleKitElement, {
  attributes: {},
  styles: [...sharedStyles, localeKitStyles],
  wrap: elementRootWith([{ namespace: 'localeKit', english: localeKitEnglish }]),
  version: CORE_VERSION,
});
