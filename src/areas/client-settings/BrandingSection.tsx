import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../core/react';
import {
  BRANDING_LOCALES,
  brandingForm,
  brandingSettings,
  validateBranding,
  type BrandingForm,
  type BrandingLocale,
  type FooterLinkRow,
} from '../../domain/client-settings-form';
import { displayValue } from '../../domain/form-display';
import { imageFileProblem } from '../../domain/settings-rules';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { Check } from './Check';
import { EditableRows } from './EditableRows';
import { PerLocaleFields } from './PerLocaleFields';
import { SectionEditor } from './SectionEditor';

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

const LABELS: Record<keyof BrandingForm, string> = {
  title: 'clientSettings.branding.title',
  titleLink: 'clientSettings.branding.titleLink',
  image: 'clientSettings.branding.logo',
  enableFooter: 'clientSettings.branding.enableFooter',
  footerLinks: 'clientSettings.branding.footerLinks',
  contactInfo: 'clientSettings.branding.contactInfo',
};

/** Branding: the title per locale with its link, the logo, the footer and its links, the contact text per locale. */
export function BrandingSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  return (
    <SectionEditor<BrandingForm>
      clientId={clientId}
      section="branding"
      formOf={brandingForm}
      validate={validateBranding}
      toSettings={brandingSettings}
      fieldLabel={(field) => t(LABELS[field])}
      display={(field, value) =>
        field === 'image'
          ? t(value ? 'clientSettings.branding.logoSet' : 'clientSettings.branding.noLogo')
          : field === 'footerLinks'
            ? (value as FooterLinkRow[]).map((row) => `${row.label} (${row.locale})`).join(', ')
            : field === 'enableFooter'
              ? t(value ? 'clientSettings.branding.footerShown' : 'clientSettings.branding.footerHidden')
              : displayValue(value)
      }
    >
      {(form, set, error) => {
        const setLocale = (field: 'title' | 'contactInfo', locale: BrandingLocale, value: string) =>
          set({ [field]: { ...form[field], [locale]: value } } as Partial<BrandingForm>);
        const chooseLogo = async (event: ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const problem = imageFileProblem(file.name, file.size);
          setLogoProblem(problem === null ? null : t(`formRules.${problem}`));
          if (problem === null) set({ image: await readDataUrl(file) });
        };
        return (
          <>
            <fieldset className="client-settings-group">
              <legend>{t('clientSettings.branding.title')}</legend>
              <PerLocaleFields
                id={`${id}-title`}
                labelOf={(language) => t('clientSettings.branding.titleIn', { language })}
                value={form.title}
                requiredLocale="en"
                errorOf={(locale) => error(`title.${locale}`)}
                onChange={(locale, value) => setLocale('title', locale, value)}
              />
              <AdminTextField
                id={`${id}-title-link`}
                label={t('clientSettings.branding.titleLink')}
                value={form.titleLink}
                error={error('titleLink')}
                onChange={(titleLink) => set({ titleLink })}
              />
            </fieldset>
            <fieldset className="client-settings-group">
              <legend>{t('clientSettings.branding.logo')}</legend>
              {form.image ? (
                <img className="client-settings-logo" src={form.image} alt={t('clientSettings.branding.logoPreview')} />
              ) : (
                <p>{t('clientSettings.branding.noLogo')}</p>
              )}
              <div className="idm-admin-field">
                <label htmlFor={`${id}-logo`}>{t('clientSettings.branding.uploadLogo')}</label>
                <input
                  id={`${id}-logo`}
                  type="file"
                  accept="image/png,image/gif,image/jpeg,image/webp,image/svg+xml"
                  aria-invalid={logoProblem !== null || error('image') !== null}
                  aria-describedby={`${id}-logo-error`}
                  onChange={(event) => void chooseLogo(event)}
                />
                {(logoProblem ?? error('image')) ? (
                  <p id={`${id}-logo-error`} className="idm-admin-error">
                    {logoProblem ?? error('image')}
                  </p>
                ) : null}
              </div>
              {form.image ? (
                <button type="button" className="idm-button secondary" onClick={() => set({ image: '' })}>
                  {t('clientSettings.branding.removeLogo')}
                </button>
              ) : null}
            </fieldset>
            <fieldset className="client-settings-group">
              <legend>{t('clientSettings.branding.footer')}</legend>
              <Check
                label={t('clientSettings.branding.enableFooter')}
                checked={form.enableFooter}
                onChange={(enableFooter) => set({ enableFooter })}
              />
            </fieldset>
            <EditableRows<FooterLinkRow>
              legend={t('clientSettings.branding.footerLinks')}
              rows={form.footerLinks}
              addLabel={t('clientSettings.branding.addLink')}
              blank={{ locale: 'en', label: '', link: '' }}
              onChange={(footerLinks) => set({ footerLinks })}
            >
              {(row, index, update) => (
                <>
                  <div className="idm-admin-field">
                    <label htmlFor={`${id}-fl-${index}-locale`}>{t('clientSettings.branding.linkLanguage')}</label>
                    <select
                      id={`${id}-fl-${index}-locale`}
                      value={row.locale}
                      onChange={(event) => update({ ...row, locale: event.target.value as BrandingLocale })}
                    >
                      {BRANDING_LOCALES.map((locale) => (
                        <option key={locale} value={locale}>
                          {t(`clientSettings.languages.${locale}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <AdminTextField
                    id={`${id}-fl-${index}-label`}
                    label={t('clientSettings.branding.linkLabel')}
                    value={row.label}
                    required
                    error={error(`footerLinks.${index}.label`)}
                    onChange={(label) => update({ ...row, label })}
                  />
                  <AdminTextField
                    id={`${id}-fl-${index}-link`}
                    label={t('clientSettings.branding.linkAddress')}
                    value={row.link}
                    required
                    error={error(`footerLinks.${index}.link`)}
                    onChange={(link) => update({ ...row, link })}
                  />
                </>
              )}
            </EditableRows>
            <fieldset className="client-settings-group">
              <legend>{t('clientSettings.branding.contactInfo')}</legend>
              <PerLocaleFields
                id={`${id}-contact`}
                labelOf={(language) => t('clientSettings.branding.contactIn', { language })}
                value={form.contactInfo}
                multiline
                errorOf={(locale) => error(`contactInfo.${locale}`)}
                onChange={(locale, value) => setLocale('contactInfo', locale, value)}
              />
            </fieldset>
          </>
        );
      }}
    </SectionEditor>
  );
}
