import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { fetchUserLocale, queryKeys, useSupportedLocales } from '../../api';
import { useCore, useCoreStore, useTranslation } from '../../core/react';
import { LoadFailure } from '../../ui/LoadFailure';
import { useSaveLocale, useUpdateErrorText } from './use-profile-mutations';
import { Heading } from '../../ui/Heading';

export interface LocalePreferenceProps {
  dn: string;
}

/**
 * My preferred language: one of the server's supported locales. Saving stores it as my locale and
 * switches the console's language at once (`core.setLocale`, no reload).
 */
export function LocalePreference({ dn }: LocalePreferenceProps) {
  const { t } = useTranslation();
  const core = useCore();
  const selectId = useId();
  const messageId = useId();
  const current = useCoreStore('$locale');
  const supported = useSupportedLocales();
  const saved = useQuery({ queryKey: queryKeys.userLocale(), queryFn: ({ signal }) => fetchUserLocale(core, signal) });
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const save = useSaveLocale();
  const errorText = useUpdateErrorText();

  const locales = supported.data ?? [];
  const preferred = saved.data ?? current.locale;
  const known = locales.some((l) => l.locale === preferred) ? preferred : (locales[0]?.locale ?? '');
  const value = choice ?? known;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!value || save.isPending) return;
    setError(null);
    try {
      await save.mutateAsync({ dn, locale: value });
      setChoice(null);
      // The Save button turns off once saved: the focus goes back to the choice.
      selectRef.current?.focus();
      // The new language's translator: `t` from this render still speaks the old one.
      core.feedback.show('success', core.i18n.t('profile.locale.saved'));
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <form className="idm-profile-locale" part="locale" onSubmit={(event) => void onSubmit(event)}>
      <Heading depth={1} className="idm-profile-subheading">
        {t('profile.locale.heading')}
      </Heading>
      <div className="idm-profile-locale-row">
        <label htmlFor={selectId}>{t('profile.locale.label')}</label>
        <select
          ref={selectRef}
          id={selectId}
          className="idm-profile-select"
          value={value}
          disabled={locales.length === 0}
          aria-describedby={error ? messageId : undefined}
          onChange={(event) => setChoice(event.target.value)}
        >
          {locales.map((locale) => (
            <option key={locale.locale} value={locale.locale} lang={locale.locale}>
              {locale.localeDisplayName || locale.locale}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="idm-button"
          disabled={!value || value === preferred}
          aria-disabled={save.isPending || undefined}
        >
          {t('profile.locale.save')}
        </button>
      </div>
      {supported.isError ? <LoadFailure error={supported.error} onRetry={() => void supported.refetch()} /> : null}
      {error ? (
        <p id={messageId} className="idm-profile-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
