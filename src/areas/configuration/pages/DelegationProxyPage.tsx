import { useQuery } from '@tanstack/react-query';
import {
  delegationConfigQuery,
  proxyConfigQuery,
  useSaveDelegationConfig,
  useSaveProxyConfig,
} from '../../../api/settings-admin';
import { useCore, useTranslation } from '../../../core/react';
import {
  validateDelegation,
  validateProxy,
  type DelegationForm,
  type ProxyForm,
} from '../../../domain/configuration-rules';
import { AdminTextField } from '../../../ui/area/AdminTextField';
import type { SettingsFieldMessage } from '../../../ui/form/SettingsForm';
import { Check, ConfigForm } from '../ConfigForm';
import { ConfigurationPage } from '../ConfigurationPage';

type Json = Record<string, unknown>;
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

const DELEGATION_TEXTS = [
  'delegateNotfTemplate',
  'delegationRetentionTime',
  'availabilityNotfTemplate',
  'availabilityRetentionTime',
] as const;
const PROXY_TEXTS = ['proxyNotfTemplate', 'proxyRetentionTime'] as const;

const delegationForm = (data: Json): DelegationForm => ({
  allRequests: data['allRequests'] === true,
  delegateNotfTemplate: text(data['delegateNotfTemplate']),
  delegationRetentionTime: text(data['delegationRetentionTime']),
  availabilityNotfTemplate: text(data['availabilityNotfTemplate']),
  availabilityRetentionTime: text(data['availabilityRetentionTime']),
});
const proxyForm = (data: Json): ProxyForm => ({
  proxyNotfTemplate: text(data['proxyNotfTemplate']),
  proxyRetentionTime: text(data['proxyRetentionTime']),
});

interface RequiredTextsProps<K extends string> {
  fields: readonly K[];
  label(field: K): string;
  form: Record<K, string>;
  set(change: Partial<Record<K, string>>): void;
  error: SettingsFieldMessage;
  id: string;
}

/** The card's required text fields, each with its rule's message. */
function RequiredTexts<K extends string>({ fields, label, form, set, error, id }: RequiredTextsProps<K>) {
  return fields.map((field) => (
    <AdminTextField
      key={field}
      id={`${id}-${field}`}
      label={label(field)}
      value={form[field]}
      required
      error={error(field)}
      onChange={(value) => set({ [field]: value } as Partial<Record<K, string>>)}
    />
  ));
}

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
      <ConfigForm<Json, DelegationForm>
        title={t('configuration.delegation.title')}
        part="delegation-settings"
        query={delegation}
        formOf={delegationForm}
        validate={validateDelegation}
        fieldLabel={(field) => t(`configuration.delegation.${field}`)}
        save={(form, version) =>
          saveDelegation.mutateAsync({
            body: {
              ...form,
              delegationRetentionTime: Number(form.delegationRetentionTime.trim()),
              availabilityRetentionTime: Number(form.availabilityRetentionTime.trim()),
            },
            version,
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
            <RequiredTexts
              fields={DELEGATION_TEXTS}
              label={(field) => t(`configuration.delegation.${field}`)}
              {...{ form, set, error, id }}
            />
          </>
        )}
      </ConfigForm>
      <ConfigForm<Json, ProxyForm>
        title={t('configuration.proxy.title')}
        part="proxy-settings"
        query={proxy}
        formOf={proxyForm}
        validate={validateProxy}
        fieldLabel={(field) => t(`configuration.proxy.${field}`)}
        save={(form, version) =>
          saveProxy.mutateAsync({
            body: { ...form, proxyRetentionTime: Number(form.proxyRetentionTime.trim()) },
            version,
          })
        }
      >
        {(form, set, error, id) => (
          <RequiredTexts
            fields={PROXY_TEXTS}
            label={(field) => t(`configuration.proxy.${field}`)}
            {...{ form, set, error, id }}
          />
        )}
      </ConfigForm>
    </ConfigurationPage>
  );
}
