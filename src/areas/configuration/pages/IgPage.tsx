import { useQuery } from '@tanstack/react-query';
import { igAdminQuery, useSaveIgConfig } from '../../../api/settings-admin';
import { useCore, useTranslation } from '../../../core/react';
import { validateIg, type IgForm } from '../../../domain/configuration-rules';
import { AdminTextField } from '../../../ui/area/AdminTextField';
import { Check, ConfigForm } from '../ConfigForm';
import { ConfigurationPage } from '../ConfigurationPage';

type Json = Record<string, unknown>;

const igForm = (data: Json): IgForm => ({
  host: String(data['host'] ?? ''),
  adminUserName: String(data['adminUserName'] ?? ''),
  adminPassword: '',
  showIgApprovals: data['showIgApprovals'] === true,
  showIgRequestCatalog: data['showIgRequestCatalog'] === true,
});
/** The conflict dialog's names: the password field is named as the page names it. */
const IG_LABELS: Record<keyof IgForm, string> = {
  host: 'configuration.ig.host',
  adminUserName: 'configuration.ig.adminUserName',
  adminPassword: 'configuration.ig.newPassword',
  showIgApprovals: 'configuration.ig.showIgApprovals',
  showIgRequestCatalog: 'configuration.ig.showIgRequestCatalog',
};

/**
 * `#/configuration/igConfiguration`: Identity Governance integration. The password is write-only: the page
 * shows whether one is set and sends one only when typed.
 */
export default function IgPage() {
  const { t } = useTranslation();
  const core = useCore();
  const query = useQuery(igAdminQuery(core));
  const save = useSaveIgConfig();
  return (
    <ConfigurationPage title={t('configuration.pages.igConfiguration.title')}>
      <ConfigForm<Json, IgForm>
        title={t('configuration.ig.title')}
        part="ig-settings"
        query={query}
        formOf={igForm}
        validate={validateIg}
        fieldLabel={(field) => t(IG_LABELS[field])}
        display={(field, value) => (field === 'adminPassword' ? (value ? '••••••' : '') : undefined)}
        save={(form, version) => {
          const { adminPassword, ...rest } = form;
          return save.mutateAsync({ body: adminPassword === '' ? rest : { ...rest, adminPassword }, version });
        }}
      >
        {(form, set, error, id, data) => (
          <>
            <AdminTextField
              id={`${id}-host`}
              label={t('configuration.ig.host')}
              value={form.host}
              error={error('host')}
              onChange={(host) => set({ host })}
            />
            <AdminTextField
              id={`${id}-user`}
              label={t('configuration.ig.adminUserName')}
              value={form.adminUserName}
              error={error('adminUserName')}
              onChange={(adminUserName) => set({ adminUserName })}
            />
            <p className="configuration-hint" part="ig-password-state">
              {data['adminPasswordSet'] === true
                ? t('configuration.ig.passwordSet')
                : t('configuration.ig.passwordNotSet')}
            </p>
            <div className="idm-admin-field">
              <label htmlFor={`${id}-password`}>{t('configuration.ig.newPassword')}</label>
              <input
                id={`${id}-password`}
                type="password"
                autoComplete="new-password"
                value={form.adminPassword}
                aria-invalid={error('adminPassword') !== null}
                onChange={(event) => set({ adminPassword: event.target.value })}
              />
              {error('adminPassword') ? <p className="idm-admin-error">{error('adminPassword')}</p> : null}
            </div>
            <Check
              label={t('configuration.ig.showIgApprovals')}
              checked={form.showIgApprovals}
              onChange={(showIgApprovals) => set({ showIgApprovals })}
            />
            <Check
              label={t('configuration.ig.showIgRequestCatalog')}
              checked={form.showIgRequestCatalog}
              onChange={(showIgRequestCatalog) => set({ showIgRequestCatalog })}
            />
          </>
        )}
      </ConfigForm>
    </ConfigurationPage>
  );
}
