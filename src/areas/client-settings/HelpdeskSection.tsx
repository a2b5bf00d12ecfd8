import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { helpdeskForm, helpdeskSettings, validateHelpdesk, type HelpdeskForm } from '../../domain/client-settings-form';
import type { ClientSetting } from '../../domain/settings';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { Check } from './Check';
import { fieldMessages } from './field-error';
import { SectionEditor } from './SectionEditor';

/** Help desk: shown in the footer and the profile menu, its name, e-mail and phone numbers. */
export function HelpdeskSection({ clientId, settings }: { clientId: string; settings: ClientSetting[] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <SectionEditor<HelpdeskForm>
      clientId={clientId}
      section="helpdesk"
      initial={helpdeskForm(settings)}
      validate={validateHelpdesk}
      toSettings={helpdeskSettings}
    >
      {(form, set, errors) => {
        const error = fieldMessages(t, errors);
        return (
          <>
            <Check
              label={t('clientSettings.helpdesk.showInFooter')}
              checked={form.showInFooter}
              onChange={(showInFooter) => set({ showInFooter })}
            />
            <Check
              label={t('clientSettings.helpdesk.showInMenu')}
              checked={form.showInMenu}
              onChange={(showInMenu) => set({ showInMenu })}
            />
            <AdminTextField
              id={`${id}-name`}
              label={t('clientSettings.helpdesk.name')}
              value={form.name}
              required={form.showInFooter || form.showInMenu}
              error={error('name')}
              onChange={(name) => set({ name })}
            />
            <AdminTextField
              id={`${id}-email`}
              label={t('clientSettings.helpdesk.email')}
              value={form.email}
              error={error('email')}
              onChange={(email) => set({ email })}
            />
            <fieldset className="client-settings-group">
              <legend>{t('clientSettings.helpdesk.numbers')}</legend>
              <ul className="client-settings-rows">
                {form.numbers.map((number, index) => (
                  <li key={index} className="client-settings-row">
                    <AdminTextField
                      id={`${id}-number-${index}`}
                      label={t('clientSettings.helpdesk.number', { n: index + 1 })}
                      value={number}
                      required
                      error={error(`numbers.${index}`)}
                      onChange={(value) => set({ numbers: form.numbers.map((n, i) => (i === index ? value : n)) })}
                    />
                    <button
                      type="button"
                      className="idm-button secondary"
                      onClick={() => set({ numbers: form.numbers.filter((_, i) => i !== index) })}
                    >
                      {t('clientSettings.remove')}
                    </button>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className="idm-button secondary"
                onClick={() => set({ numbers: [...form.numbers, ''] })}
              >
                {t('clientSettings.helpdesk.addNumber')}
              </button>
            </fieldset>
          </>
        );
      }}
    </SectionEditor>
  );
}
