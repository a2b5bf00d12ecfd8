import { useTranslation } from '../../core/react';
import { BRANDING_LOCALES, type BrandingLocale } from '../../domain/client-settings-form';
import { AdminTextField } from '../../ui/area/AdminTextField';

export interface PerLocaleFieldsProps {
  id: string;
  /** The label of one language's field, given the language's name. */
  labelOf(language: string): string;
  value: Readonly<Record<BrandingLocale, string>>;
  multiline?: boolean;
  /** The locale whose text is required, if any. */
  requiredLocale?: BrandingLocale;
  errorOf(locale: BrandingLocale): string | null;
  onChange(locale: BrandingLocale, text: string): void;
}

/** A text per console language (the branding title, the contact info), one field each. */
export function PerLocaleFields(props: PerLocaleFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      {BRANDING_LOCALES.map((locale) => (
        <AdminTextField
          key={locale}
          id={`${props.id}-${locale}`}
          label={props.labelOf(t(`clientSettings.languages.${locale}`))}
          value={props.value[locale]}
          multiline={props.multiline}
          required={props.requiredLocale === locale}
          error={props.errorOf(locale)}
          onChange={(text) => props.onChange(locale, text)}
        />
      ))}
    </>
  );
}
