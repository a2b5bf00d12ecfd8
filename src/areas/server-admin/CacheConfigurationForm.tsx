import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cacheQueries, useSaveCacheConfiguration, type CacheConfiguration } from '../../api/server-admin';
import { useCore } from '../../core/react';
import { CACHE_NUMBER_FIELDS, EVICTION_POLICIES, cacheConfigurationProblems } from '../../domain/server-admin';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { Heading } from '../../ui/Heading';

type Field = keyof CacheConfiguration;

/**
 * The cache configuration, editable: cluster, group, eviction policy and the whole-number limits, checked beside
 * the fields before anything is sent. The form shows the server's values until edited, then keeps what was typed, also when a save fails.
 */
export function CacheConfigurationForm() {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const configuration = useQuery(cacheQueries.configuration(core));
  const save = useSaveCacheConfiguration();
  const [edited, setForm] = useState<CacheConfiguration | null>(null);
  const [tried, setTried] = useState(false);
  const form = edited ?? configuration.data;
  if (!form) return null;
  const problems = cacheConfigurationProblems(form);
  const errorOf = (field: Field) =>
    tried && problems.some((p) => p.field === field) ? t(`serverAdmin.cache.invalid.${field}`) : null;
  const set = (field: Field, value: string) => setForm({ ...form, [field]: value });
  const submit = async () => {
    setTried(true);
    if (problems.length > 0) return;
    setForm(await save.mutateAsync(form));
    setTried(false);
    core.feedback.show('success', t('serverAdmin.cache.saved'));
  };
  return (
    <form
      className="idm-admin-form idm-admin-narrow"
      part="cache-configuration"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit().catch(() => undefined); // reported by the mutation; the form stays as typed
      }}
    >
      <Heading depth={1} id={`${id}-title`}>
        {t('serverAdmin.cache.configuration')}
      </Heading>
      <label className="idm-admin-check">
        <input
          type="checkbox"
          checked={form.clusterEnabled === 'true'}
          onChange={(e) => set('clusterEnabled', String(e.target.checked))}
        />
        {t('serverAdmin.cache.field.clusterEnabled')}
      </label>
      <AdminTextField
        id={`${id}-groupID`}
        label={t('serverAdmin.cache.field.groupID')}
        value={form.groupID}
        required
        error={errorOf('groupID')}
        onChange={(value) => set('groupID', value)}
      />
      <div className="idm-admin-field">
        <label htmlFor={`${id}-eviction`}>{t('serverAdmin.cache.field.evictionPolicyClass')}</label>
        <select
          id={`${id}-eviction`}
          value={form.evictionPolicyClass}
          onChange={(e) => set('evictionPolicyClass', e.target.value)}
        >
          {EVICTION_POLICIES.map((policy) => (
            <option key={policy} value={policy}>
              {policy}
            </option>
          ))}
        </select>
      </div>
      {CACHE_NUMBER_FIELDS.map((field) => (
        <AdminTextField
          key={field}
          id={`${id}-${field}`}
          label={t(`serverAdmin.cache.field.${field}`)}
          value={form[field]}
          required
          error={errorOf(field)}
          onChange={(value) => set(field, value)}
        />
      ))}
      <div className="idm-admin-actions">
        <button type="submit" className="idm-button" disabled={save.isPending}>
          {t('serverAdmin.save')}
        </button>
      </div>
    </form>
  );
}
