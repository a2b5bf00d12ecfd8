import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { cacheQueries, useSaveCacheConfiguration, type CacheConfiguration } from '../../api/server-admin';
import { useCore, useTranslation } from '../../core/react';
import type { FieldName } from '../../domain/form-changes';
import { CACHE_NUMBER_FIELDS, EVICTION_POLICIES, cacheConfigurationProblems } from '../../domain/server-admin';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { EditorForm, useEditorForm } from '../../ui/form';
import { Heading } from '../../ui/Heading';

type Field = FieldName<CacheConfiguration>;

/**
 * The cache configuration on the form kit: cluster, group, eviction policy and the whole-number limits, checked
 * beside the fields before anything is sent; Save sends the read's version as `If-Match` (a 412 opens the
 * conflict dialog), leaving with changes asks first.
 */
export function CacheConfigurationForm() {
  const core = useCore();
  const query = useQuery(cacheQueries.configuration(core));
  const read = query.data;
  const initial = useMemo(() => {
    if (!read) return null;
    const { version: _version, ...configuration } = read;
    return configuration as CacheConfiguration;
  }, [read]);
  if (!read || !initial) return null;
  return (
    <CacheForm
      initial={initial}
      version={read.version ?? undefined}
      reload={async () => {
        const { data } = await query.refetch();
        const { version, ...value } = data ?? { ...initial, version: null };
        return { value: value as CacheConfiguration, version: version ?? undefined };
      }}
    />
  );
}

function CacheForm({
  initial,
  version,
  reload,
}: {
  initial: CacheConfiguration;
  version: string | undefined;
  reload(): Promise<{ value: CacheConfiguration; version?: string }>;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const save = useSaveCacheConfiguration();
  const form = useEditorForm<CacheConfiguration, string>({
    initial,
    version,
    problems: (value) =>
      Object.fromEntries(
        cacheConfigurationProblems(value).map((p) => [p.field, t(`serverAdmin.cache.invalid.${p.field}`)]),
      ),
    save: (value, sentVersion) => save.mutateAsync({ ...value, version: sentVersion }),
    saved: () => core.feedback.show('success', t('serverAdmin.cache.saved')),
    reload,
  });
  const { value } = form;
  const set = (field: Field, text: string) => form.set({ [field]: text });
  const errorOf = (field: Field) => form.problemOf(field);
  return (
    <EditorForm
      form={form}
      part="cache-configuration"
      className="idm-admin-form idm-admin-narrow"
      labelledBy={`${id}-title`}
      submitLabel={t('serverAdmin.save')}
      fieldLabel={(field) => t(`serverAdmin.cache.field.${field}`)}
    >
      <Heading depth={1} id={`${id}-title`}>
        {t('serverAdmin.cache.configuration')}
      </Heading>
      <label className="idm-admin-check">
        <input
          type="checkbox"
          checked={value.clusterEnabled === 'true'}
          onChange={(e) => set('clusterEnabled', String(e.target.checked))}
        />
        {t('serverAdmin.cache.field.clusterEnabled')}
      </label>
      <AdminTextField
        id={`${id}-groupID`}
        label={t('serverAdmin.cache.field.groupID')}
        value={value.groupID}
        required
        error={errorOf('groupID')}
        onChange={(text) => set('groupID', text)}
      />
      <div className="idm-admin-field">
        <label htmlFor={`${id}-eviction`}>{t('serverAdmin.cache.field.evictionPolicyClass')}</label>
        <select
          id={`${id}-eviction`}
          value={value.evictionPolicyClass}
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
          value={value[field]}
          required
          error={errorOf(field)}
          onChange={(text) => set(field, text)}
        />
      ))}
    </EditorForm>
  );
}
