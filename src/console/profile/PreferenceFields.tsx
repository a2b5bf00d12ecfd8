import { useId } from 'react';
import { useTranslation } from '../../core/react';
import { THEMES, isTheme } from './theme';
import { useLanguage } from './useLanguage';
import { useTheme } from './useTheme';

/** Theme and language choices of the profile dropdown; both apply at once. */
export function PreferenceFields() {
  const { t } = useTranslation();
  const id = useId();
  const theme = useTheme();
  const language = useLanguage();
  const themeLabels: Record<(typeof THEMES)[number], string> = {
    system: t('theme.system'),
    light: t('theme.light'),
    dark: t('theme.dark'),
    'high-contrast': t('theme.highContrast'),
  };
  const locales = language.locales.some((l) => l.locale === language.locale)
    ? language.locales
    : [{ locale: language.locale, localeDisplayName: language.locale }, ...language.locales];

  return (
    <div className="dropdown-fields">
      {theme.available ? (
        <div className="dropdown-field">
          <label htmlFor={`${id}-theme`}>{t('theme.label')}</label>
          <select
            id={`${id}-theme`}
            value={theme.theme}
            onChange={(event) => {
              if (isTheme(event.target.value)) theme.choose(event.target.value);
            }}
          >
            {THEMES.map((name) => (
              <option key={name} value={name}>
                {themeLabels[name]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="dropdown-field">
        <label htmlFor={`${id}-language`}>{t('language.label')}</label>
        <select
          id={`${id}-language`}
          value={language.locale}
          onChange={(event) => void language.choose(event.target.value)}
        >
          {locales.map((item) => (
            <option key={item.locale} value={item.locale} lang={item.locale}>
              {item.localeDisplayName || item.locale}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
