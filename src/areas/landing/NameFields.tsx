import { useTranslation } from '../../core/react';
import { LANDING_LOCALES } from '../../domain/landing';
import { AdminTextField } from '../../ui/area/AdminTextField';
import type { Names } from './names';

/** A name in each landing language; English is required. */
export function NameFields({
  idPrefix,
  names,
  englishError,
  errors,
  onChange,
}: {
  idPrefix: string;
  names: Names;
  englishError: string | null;
  errors: Partial<Record<keyof Names, string>>;
  onChange(names: Names): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="idm-localized-texts">
      <legend>{t('landing.edit.names')}</legend>
      {LANDING_LOCALES.map((locale) => (
        <AdminTextField
          key={locale}
          id={`${idPrefix}-${locale}`}
          label={t('landing.edit.nameIn', { language: t(`landing.language.${locale}`) })}
          value={names[locale]}
          required={locale === 'en'}
          error={locale === 'en' ? englishError : (errors[locale] ?? null)}
          onChange={(value) => onChange({ ...names, [locale]: value })}
        />
      ))}
    </fieldset>
  );
}
