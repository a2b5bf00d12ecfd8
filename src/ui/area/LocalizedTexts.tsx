import { useId } from 'react';
import { useSupportedLocales } from '../../api/locales';
import type { LocalizedText } from '../../domain/role-admin';

export interface LocalizedTextsProps {
  /** The group's legend: 'Localised names' or 'Localised descriptions'. */
  legend: string;
  /** The area's words: the language list's label, a text field's label, the add and remove buttons. */
  labels: {
    language: string;
    text(language: string): string;
    add: string;
    remove(language: string): string;
  };
  value: readonly LocalizedText[];
  onChange(value: LocalizedText[]): void;
}

/** A text per language (the server stores zh-CN as zh_CN, zh-TW as zh_TW and he as iw; the api maps them). */
export function LocalizedTexts({ legend, labels, value, onChange }: LocalizedTextsProps) {
  const id = useId();
  const locales = useSupportedLocales().data ?? [];
  const used = new Set(value.map((v) => v.locale));
  const languageName = (locale: string) => locales.find((l) => l.locale === locale)?.localeDisplayName || locale;
  const free = locales.find((l) => !used.has(l.locale));
  const set = (index: number, change: Partial<LocalizedText>) =>
    onChange(value.map((v, i) => (i === index ? { ...v, ...change } : v)));
  return (
    <fieldset className="idm-localized-texts">
      <legend>{legend}</legend>
      {value.map((entry, index) => (
        <div key={`${entry.locale}-${index}`} className="idm-localized-texts-row">
          <label htmlFor={`${id}-${index}-locale`} className="visually-hidden">
            {labels.language}
          </label>
          <select
            id={`${id}-${index}-locale`}
            value={entry.locale}
            onChange={(event) => set(index, { locale: event.target.value })}
          >
            {[...locales.filter((l) => l.locale === entry.locale || !used.has(l.locale))].map((l) => (
              <option key={l.locale} value={l.locale}>
                {l.localeDisplayName || l.locale}
              </option>
            ))}
            {locales.some((l) => l.locale === entry.locale) ? null : (
              <option value={entry.locale}>{entry.locale}</option>
            )}
          </select>
          <label htmlFor={`${id}-${index}-text`} className="visually-hidden">
            {labels.text(languageName(entry.locale))}
          </label>
          <input
            id={`${id}-${index}-text`}
            dir="auto"
            value={entry.text}
            onChange={(event) => set(index, { text: event.target.value })}
          />
          <button
            type="button"
            className="idm-button secondary"
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            {labels.remove(languageName(entry.locale))}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="idm-button secondary"
        disabled={free === undefined}
        onClick={() => free && onChange([...value, { locale: free.locale, text: '' }])}
      >
        {labels.add}
      </button>
    </fieldset>
  );
}
