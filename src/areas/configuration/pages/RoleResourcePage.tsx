import { useQuery } from '@tanstack/react-query';
import { roleResourceQuery, useSaveRoleResource } from '../../../api/settings-admin';
import { useCore, useTranslation } from '../../../core/react';
import {
  splitList,
  validateEntitlementQuery,
  validateRoleSettings,
  validateSodQuorum,
  type EntitlementQueryForm,
  type RoleSettingsForm,
} from '../../../domain/configuration-rules';
import { AdminTextField } from '../../../ui/area/AdminTextField';
import { Check, ConfigForm } from '../ConfigForm';
import { ConfigurationPage } from '../ConfigurationPage';

type Json = Record<string, unknown>;
const num = (value: unknown, fallback: number) => String(typeof value === 'number' ? value : fallback);
const APPROVALS = ['roleToRoleApproval', 'roleToGroupApproval', 'roleToContainerApproval'] as const;
type SodForm = { sodQuorum: string };

const roleForm = (data: Json): RoleSettingsForm => ({
  roleAssignmentGracePeriod: num(data['roleAssignmentGracePeriod'], 0),
  roleToRoleApproval: data['roleToRoleApproval'] === true,
  roleToGroupApproval: data['roleToGroupApproval'] === true,
  roleToContainerApproval: data['roleToContainerApproval'] === true,
});
const sodForm = (data: Json): SodForm => ({ sodQuorum: String(data['sodQuorum'] ?? '').replace(/%$/, '') });
const entitlementForm = (data: Json): EntitlementQueryForm => ({
  queryTimeout: num(data['queryTimeout'], 60),
  queryRefreshRate: num(data['queryRefreshRate'], 60),
  concatDisplayElements: data['concatDisplayElements'] === true,
  queryDisplayElements: Array.isArray(data['queryDisplayElements'])
    ? (data['queryDisplayElements'] as unknown[]).map(String).join(', ')
    : '',
});
/** The conflict dialog's names of the fields, as the page labels them. */
const LABELS: Record<string, string> = {
  roleAssignmentGracePeriod: 'grace',
  sodQuorum: 'quorum',
  concatDisplayElements: 'concat',
};
const labelKey = (field: string) => `configuration.roleresource.${LABELS[field] ?? field}`;

/** `#/configuration/roleresource`: role settings, SoD settings, entitlement query settings. */
export default function RoleResourcePage() {
  const { t } = useTranslation();
  const core = useCore();
  const query = useQuery(roleResourceQuery(core));
  const save = useSaveRoleResource();
  return (
    <ConfigurationPage title={t('configuration.pages.roleresource.title')}>
      <ConfigForm<Json, RoleSettingsForm>
        title={t('configuration.roleresource.roleTitle')}
        part="role-settings"
        query={query}
        formOf={roleForm}
        validate={validateRoleSettings}
        fieldLabel={(field) => t(labelKey(field))}
        save={(form, version) =>
          save.mutateAsync({
            body: {
              part: 'role',
              body: { ...form, roleAssignmentGracePeriod: Number(form.roleAssignmentGracePeriod.trim()) },
            },
            version,
          })
        }
      >
        {(form, set, error, id) => (
          <>
            <AdminTextField
              id={`${id}-grace`}
              label={t('configuration.roleresource.grace')}
              value={form.roleAssignmentGracePeriod}
              required
              error={error('roleAssignmentGracePeriod')}
              onChange={(roleAssignmentGracePeriod) => set({ roleAssignmentGracePeriod })}
            />
            {APPROVALS.map((key) => (
              <Check
                key={key}
                label={t(`configuration.roleresource.${key}`)}
                checked={form[key]}
                onChange={(on) => set({ [key]: on })}
              />
            ))}
          </>
        )}
      </ConfigForm>
      <ConfigForm<Json, SodForm>
        title={t('configuration.roleresource.sodTitle')}
        part="sod-settings"
        query={query}
        formOf={sodForm}
        validate={validateSodQuorum}
        fieldLabel={(field) => t(labelKey(field))}
        save={(form, version) =>
          save.mutateAsync({
            body: {
              part: 'sod',
              body: {
                sodQuorum: form.sodQuorum.trim() === '' ? '' : `${form.sodQuorum.trim().replace(/%$/, '')}%`,
              },
            },
            version,
          })
        }
      >
        {(form, set, error, id, data) => (
          <>
            <p className="configuration-hint">
              {t('configuration.roleresource.sodApprovers', {
                names:
                  (Array.isArray(data['sodApprovers']) ? (data['sodApprovers'] as Json[]) : [])
                    .map((a) => String(a['name'] ?? a['id'] ?? ''))
                    .join(', ') || '—',
              })}
            </p>
            <AdminTextField
              id={`${id}-quorum`}
              label={t('configuration.roleresource.quorum')}
              value={form.sodQuorum}
              error={error('sodQuorum')}
              onChange={(sodQuorum) => set({ sodQuorum })}
            />
          </>
        )}
      </ConfigForm>
      <ConfigForm<Json, EntitlementQueryForm>
        title={t('configuration.roleresource.entitlementTitle')}
        part="entitlement-query-settings"
        query={query}
        formOf={entitlementForm}
        validate={validateEntitlementQuery}
        fieldLabel={(field) => t(labelKey(field))}
        save={(form, version) =>
          save.mutateAsync({
            body: {
              part: 'entitlementQuery',
              body: {
                queryTimeout: Number(form.queryTimeout.trim()),
                queryRefreshRate: Number(form.queryRefreshRate.trim()),
                concatDisplayElements: form.concatDisplayElements,
                queryDisplayElements: splitList(form.queryDisplayElements),
              },
            },
            version,
          })
        }
      >
        {(form, set, error, id) => (
          <>
            <AdminTextField
              id={`${id}-timeout`}
              label={t('configuration.roleresource.queryTimeout')}
              value={form.queryTimeout}
              required
              error={error('queryTimeout')}
              onChange={(queryTimeout) => set({ queryTimeout })}
            />
            <AdminTextField
              id={`${id}-refresh`}
              label={t('configuration.roleresource.queryRefreshRate')}
              value={form.queryRefreshRate}
              required
              error={error('queryRefreshRate')}
              onChange={(queryRefreshRate) => set({ queryRefreshRate })}
            />
            <AdminTextField
              id={`${id}-elements`}
              label={t('configuration.roleresource.queryDisplayElements')}
              value={form.queryDisplayElements}
              error={error('queryDisplayElements')}
              onChange={(queryDisplayElements) => set({ queryDisplayElements })}
            />
            <Check
              label={t('configuration.roleresource.concat')}
              checked={form.concatDisplayElements}
              onChange={(concatDisplayElements) => set({ concatDisplayElements })}
            />
          </>
        )}
      </ConfigForm>
    </ConfigurationPage>
  );
}
