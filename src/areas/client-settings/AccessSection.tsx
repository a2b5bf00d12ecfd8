import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DASHBOARD_WIDGETS,
  PERMISSION_FILTERS,
  TEAM_ROLES,
  accessForm,
  accessSettings,
  dashboardForm,
  dashboardSettings,
  validateAccess,
  validateDashboard,
  type AccessForm,
  type DashboardForm,
} from '../../domain/client-settings-form';
import type { ClientSetting } from '../../domain/settings';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { Check } from './Check';
import { fieldMessages } from './field-error';
import { SectionEditor } from './SectionEditor';

const lines = (text: string) => text.split('\n').map((line) => line.trim());

/** Access: what the request catalog offers, and which groups and team roles may use the console. */
export function AccessSection({ clientId, settings }: { clientId: string; settings: ClientSetting[] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <SectionEditor<AccessForm>
      clientId={clientId}
      section="access"
      initial={accessForm(settings)}
      validate={validateAccess}
      toSettings={(form) => accessSettings({ ...form, groups: form.groups.filter((g) => g !== '') })}
    >
      {(form, set, errors) => {
        const error = fieldMessages(t, errors);
        return (
          <>
            <fieldset className="client-settings-group">
              <legend>{t('clientSettings.access.filters')}</legend>
              {PERMISSION_FILTERS.map((key) => (
                <Check
                  key={key}
                  label={t(`clientSettings.access.filter.${key}`)}
                  checked={form.filters[key]}
                  onChange={(on) => set({ filters: { ...form.filters, [key]: on } })}
                />
              ))}
            </fieldset>
            <AdminTextField
              id={`${id}-groups`}
              label={t('clientSettings.access.groups')}
              value={form.groups.join('\n')}
              multiline
              error={error('groups')}
              onChange={(text) => set({ groups: lines(text) })}
            />
            <p className="client-settings-hint">{t('clientSettings.access.groupsHint')}</p>
            <fieldset className="client-settings-group">
              <legend>{t('clientSettings.access.teamRoles')}</legend>
              {TEAM_ROLES.map((role) => (
                <Check
                  key={role}
                  label={t(`clientSettings.access.teamRole.${role}`)}
                  checked={form.teamRoles.includes(role)}
                  onChange={(on) =>
                    set({ teamRoles: on ? [...form.teamRoles, role] : form.teamRoles.filter((r) => r !== role) })
                  }
                />
              ))}
            </fieldset>
          </>
        );
      }}
    </SectionEditor>
  );
}

/** Dashboard access: which dashboard widgets users of the client see. */
export function DashboardSection({ clientId, settings }: { clientId: string; settings: ClientSetting[] }) {
  const { t } = useTranslation();
  return (
    <SectionEditor<DashboardForm>
      clientId={clientId}
      section="dashboardAccess"
      initial={dashboardForm(settings)}
      validate={validateDashboard}
      toSettings={dashboardSettings}
    >
      {(form, set) => (
        <fieldset className="client-settings-group">
          <legend>{t('clientSettings.dashboard.widgets')}</legend>
          {DASHBOARD_WIDGETS.map((key) => (
            <Check
              key={key}
              label={t(`clientSettings.dashboard.widget.${key}`)}
              checked={form.widgets[key]}
              onChange={(on) => set({ widgets: { ...form.widgets, [key]: on } })}
            />
          ))}
        </fieldset>
      )}
    </SectionEditor>
  );
}
