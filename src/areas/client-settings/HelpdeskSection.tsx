import { useId } from 'react';
import { useTranslation } from '../../core/react';
import { helpdeskForm, helpdeskSettings, validateHelpdesk, type HelpdeskForm } from '../../domain/client-settings-form';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { Check } from './Check';
import { EditableRows } from './EditableRows';
import { SectionEditor } from './SectionEditor';

/** Help desk: shown in the footer and the profile menu, its name, e-mail and phone numbers. */
const LABELS: Record<keyof HelpdeskForm, string> = {
  showInFooter: 'clientSettings.helpdesk.showInFooter',
  showInMenu: 'clientSettings.helpdesk.showInMenu',
  name: 'clientSettings.helpdesk.name',
  email: 'clientSettings.helpdesk.email',
  numbers: 'clientSettings.helpdesk.numbers',
};

export function HelpdeskSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <SectionEditor<HelpdeskForm>
      clientId={clientId}
      section="helpdesk"
      formOf={helpdeskForm}
      validate={validateHelpdesk}
      toSettings={helpdeskSettings}
      fieldLabel={(field) => t(LABELS[field])}
    >
      {(form, set, error) => {
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
            <EditableRows<string>
              legend={t('clientSettings.helpdesk.numbers')}
              rows={form.numbers}
              addLabel={t('clientSettings.helpdesk.addNumber')}
              blank=""
              onChange={(numbers) => set({ numbers })}
            >
              {(number, index, update) => (
                <AdminTextField
                  id={`${id}-number-${index}`}
                  label={t('clientSettings.helpdesk.number', { n: index + 1 })}
                  value={number}
                  required
                  error={error(`numbers.${index}`)}
                  onChange={update}
                />
              )}
            </EditableRows>
          </>
        );
      }}
    </SectionEditor>
  );
}
