import { useId } from 'react';
import { useTranslation } from '../../core/react';
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
import { displayValue } from '../../domain/form-display';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { Check } from './Check';
import { SectionEditor } from './SectionEditor';

const lines = (text: string) => text.split('\n').map((line) => line.trim());

/** The names of a map's flags that are on: how the conflict dialog shows a group of checkboxes. */
const onKeys = (value: unknown, name: (key: string) => string) =>
  Object.entries(value as Record<string, boolean>)
    .filter(([, on]) => on)
    .map(([key]) => name(key))
    .join(', ');

/** Access: what the request catalog offers, and which groups and team roles may use the console. */
const ACCESS_LABELS: Record<keyof AccessForm, string> = {
  filters: 'clientSettings.access.filters',
  groups: 'clientSettings.access.groups',
  teamRoles: 'clientSettings.access.teamRoles',
};

export function AccessSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <SectionEditor<AccessForm>
      clientId={clientId}
      section="access"
      formOf={accessForm}
      validate={validateAccess}
      toSettings={(form) => accessSettings({ ...form, groups: form.groups.filter((g) => g !== '') })}
      fieldLabel={(field) => t(ACCESS_LABELS[field])}
      display={(field, value) =>
        field === 'filters' ? onKeys(value, (key) => t(`clientSettings.access.filter.${key}`)) : displayValue(value)
      }
    >
      {(form, set, error) => {
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
export function DashboardSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  return (
    <SectionEditor<DashboardForm>
      clientId={clientId}
      section="dashboardAccess"
      formOf={dashboardForm}
      validate={validateDashboard}
      toSettings={dashboardSettings}
      fieldLabel={() => t('clientSettings.dashboard.widgets')}
      display={(_field, value) => onKeys(value, (key) => t(`clientSettings.dashboard.widget.${key}`))}
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
