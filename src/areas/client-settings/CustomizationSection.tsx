import { useTranslation } from '../../core/react';
import {
  customizationForm,
  customizationSettings,
  validateCustomization,
  type CustomizationForm,
  type LookupRow,
} from '../../domain/client-settings-form';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { Check } from './Check';
import { EditableRows } from './EditableRows';
import { SectionEditor } from './SectionEditor';

/** Customization: how long a banner stays (messageTime), the Help button, the user search's lookup attributes. */
const LABELS: Record<keyof CustomizationForm, string> = {
  messageTimeSeconds: 'clientSettings.customization.messageTime',
  hideHelp: 'clientSettings.customization.hideHelp',
  searchLookup: 'clientSettings.customization.searchLookup',
  maxUserSearch: 'clientSettings.customization.maxUserSearch',
};

export function CustomizationSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  return (
    <SectionEditor<CustomizationForm>
      clientId={clientId}
      section="customization"
      formOf={customizationForm}
      validate={validateCustomization}
      toSettings={customizationSettings}
      fieldLabel={(field) => t(LABELS[field])}
    >
      {(form, set, error, id) => {
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
            <AdminTextField
              id={`${id}-max-user-search`}
              label={t('clientSettings.customization.maxUserSearch')}
              value={form.maxUserSearch}
              required
              error={error('maxUserSearch')}
              onChange={(maxUserSearch) => set({ maxUserSearch })}
            />
            <EditableRows<LookupRow>
              legend={t('clientSettings.customization.searchLookup')}
              rows={form.searchLookup}
              error={error('searchLookup')}
              addLabel={t('clientSettings.customization.addLookup')}
              blank={{ displayLabel: '', key: '' }}
              onChange={(searchLookup) => set({ searchLookup })}
            >
              {(row, index, update) => (
                <>
                  <AdminTextField
                    id={`${id}-lookup-${index}-label`}
                    label={t('clientSettings.customization.lookupLabel')}
                    value={row.displayLabel}
                    required
                    error={error(`searchLookup.${index}.displayLabel`)}
                    onChange={(displayLabel) => update({ ...row, displayLabel })}
                  />
                  <AdminTextField
                    id={`${id}-lookup-${index}-key`}
                    label={t('clientSettings.customization.lookupKey')}
                    value={row.key}
                    required
                    error={error(`searchLookup.${index}.key`) ?? error(`searchLookupKeys.${index}`)}
                    onChange={(key) => update({ ...row, key })}
                  />
                </>
              )}
            </EditableRows>
          </>
        );
      }}
    </SectionEditor>
  );
}
