import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  customizationForm,
  customizationSettings,
  validateCustomization,
  type CustomizationForm,
  type LookupRow,
} from '../../domain/client-settings-form';
import type { ClientSetting } from '../../domain/settings';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { Check } from './Check';
import { fieldMessages } from './field-error';
import { SectionEditor } from './SectionEditor';

/** Customization: how long a banner stays (messageTime), the Help button, the user search's lookup attributes. */
export function CustomizationSection({ clientId, settings }: { clientId: string; settings: ClientSetting[] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <SectionEditor<CustomizationForm>
      clientId={clientId}
      section="customization"
      initial={customizationForm(settings)}
      validate={validateCustomization}
      toSettings={customizationSettings}
    >
      {(form, set, errors) => {
        const error = fieldMessages(t, errors);
        const setRow = (index: number, change: Partial<LookupRow>) =>
          set({ searchLookup: form.searchLookup.map((row, i) => (i === index ? { ...row, ...change } : row)) });
        return (
          <>
            <AdminTextField
              id={`${id}-message-time`}
              label={t('clientSettings.customization.messageTime')}
              value={form.messageTimeSeconds}
              required
              error={error('messageTimeSeconds')}
              onChange={(messageTimeSeconds) => set({ messageTimeSeconds })}
            />
            <Check
              label={t('clientSettings.customization.hideHelp')}
              checked={form.hideHelp}
              onChange={(hideHelp) => set({ hideHelp })}
            />
            <fieldset className="client-settings-group">
              <legend>{t('clientSettings.customization.searchLookup')}</legend>
              {error('searchLookup') ? <p className="idm-admin-error">{error('searchLookup')}</p> : null}
              <ul className="client-settings-rows">
                {form.searchLookup.map((row, index) => (
                  <li key={index} className="client-settings-row">
                    <AdminTextField
                      id={`${id}-lookup-${index}-label`}
                      label={t('clientSettings.customization.lookupLabel')}
                      value={row.displayLabel}
                      required
                      error={error(`searchLookup.${index}.displayLabel`)}
                      onChange={(displayLabel) => setRow(index, { displayLabel })}
                    />
                    <AdminTextField
                      id={`${id}-lookup-${index}-key`}
                      label={t('clientSettings.customization.lookupKey')}
                      value={row.key}
                      required
                      error={error(`searchLookup.${index}.key`) ?? error(`searchLookupKeys.${index}`)}
                      onChange={(key) => setRow(index, { key })}
                    />
                    <button
                      type="button"
                      className="idm-button secondary"
                      onClick={() => set({ searchLookup: form.searchLookup.filter((_, i) => i !== index) })}
                    >
                      {t('clientSettings.remove')}
                    </button>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className="idm-button secondary"
                onClick={() => set({ searchLookup: [...form.searchLookup, { displayLabel: '', key: '' }] })}
              >
                {t('clientSettings.customization.addLookup')}
              </button>
            </fieldset>
          </>
        );
      }}
    </SectionEditor>
  );
}
