import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  delegationConfigQuery,
  proxyConfigQuery,
  useSaveDelegationConfig,
  useSaveProxyConfig,
} from '../../../api/settings-admin';
import { useCore } from '../../../core/react';
import {
  validateDelegation,
  validateProxy,
  type DelegationForm,
  type ProxyForm,
} from '../../../domain/configuration-rules';
import { AdminTextField } from '../../../ui/area/AdminTextField';
import { Check, ConfigForm, Loaded } from '../ConfigForm';
import { ConfigurationPage } from '../ConfigurationPage';

type Json = Record<string, unknown>;
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** `#/configuration/delegationproxy`: delegation, availability and proxy settings. */
export default function DelegationProxyPage() {
  const { t } = useTranslation();
  const core = useCore();
  const delegation = useQuery(delegationConfigQuery(core));
  const proxy = useQuery(proxyConfigQuery(core));
  const saveDelegation = useSaveDelegationConfig();
  const saveProxy = useSaveProxyConfig();
  return (
    <ConfigurationPage title={t('configuration.pages.delegationproxy.title')}>
      <Loaded data={delegation.data} failed={delegation.isError}>
        {(data: Json) => (
          <ConfigForm<DelegationForm>
            title={t('configuration.delegation.title')}
            part="delegation-settings"
            initial={{
              allRequests: data['allRequests'] === true,
              delegateNotfTemplate: text(data['delegateNotfTemplate']),
              delegationRetentionTime: text(data['delegationRetentionTime']),
              availabilityNotfTemplate: text(data['availabilityNotfTemplate']),
              availabilityRetentionTime: text(data['availabilityRetentionTime']),
            }}
            validate={validateDelegation}
            saving={saveDelegation.isPending}
            save={(form) =>
              saveDelegation.mutateAsync({
                ...form,
                delegationRetentionTime: Number(form.delegationRetentionTime.trim()),
                availabilityRetentionTime: Number(form.availabilityRetentionTime.trim()),
              })
            }
          >
            {(form, set, error, id) => (
              <>
                <Check
                  label={t('configuration.delegation.allRequests')}
                  checked={form.allRequests}
                  onChange={(allRequests) => set({ allRequests })}
                />
                {(
                  [
                    'delegateNotfTemplate',
                    'delegationRetentionTime',
                    'availabilityNotfTemplate',
                    'availabilityRetentionTime',
                  ] as const
                ).map((field) => (
                  <AdminTextField
                    key={field}
                    id={`${id}-${field}`}
                    label={t(`configuration.delegation.${field}`)}
                    value={form[field]}
                    required
                    error={error(field)}
                    onChange={(value) => set({ [field]: value })}
                  />
                ))}
              </>
            )}
          </ConfigForm>
        )}
      </Loaded>
      <Loaded data={proxy.data} failed={proxy.isError}>
        {(data: Json) => (
          <ConfigForm<ProxyForm>
            title={t('configuration.proxy.title')}
            part="proxy-settings"
            initial={{
              proxyNotfTemplate: text(data['proxyNotfTemplate']),
              proxyRetentionTime: text(data['proxyRetentionTime']),
            }}
            validate={validateProxy}
            saving={saveProxy.isPending}
            save={(form) =>
              saveProxy.mutateAsync({ ...form, proxyRetentionTime: Number(form.proxyRetentionTime.trim()) })
            }
          >
            {(form, set, error, id) => (
              <>
                {(['proxyNotfTemplate', 'proxyRetentionTime'] as const).map((field) => (
                  <AdminTextField
                    key={field}
                    id={`${id}-${field}`}
                    label={t(`configuration.proxy.${field}`)}
                    value={form[field]}
                    required
                    error={error(field)}
                    onChange={(value) => set({ [field]: value })}
                  />
                ))}
              </>
            )}
          </ConfigForm>
        )}
      </Loaded>
    </ConfigurationPage>
  );
}
