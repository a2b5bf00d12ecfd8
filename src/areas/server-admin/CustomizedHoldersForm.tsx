import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { cacheQueries, useSaveCustomizedHolders, type CustomizedHolder } from '../../api/server-admin';
import { useCore, useTranslation } from '../../core/react';
import { isCacheLimit } from '../../domain/server-admin';
import { EditorForm, useEditorForm } from '../../ui/form';
import { Heading } from '../../ui/Heading';
import { holderChanges, holderFields, limitOf, type HolderFields, type HolderLimit } from './holder-fields';

/**
 * The customisable cache holders' own limits (empty: the global one applies), one row per holder, on the form
 * kit: each value checked beside its field, one request per save with the read's version as `If-Match` (a 412
 * opens the conflict dialog, holder by holder), leaving with changes asks first.
 */
export function CustomizedHoldersForm() {
  const core = useCore();
  const customized = useQuery(cacheQueries.customized(core));
  const read = customized.data;
  const initial = useMemo(() => (read ? holderFields(read.value) : null), [read]);
  if (!read || !initial) return null;
  return (
    <HoldersForm
      holders={read.value}
      initial={initial}
      version={read.version ?? undefined}
      reload={async () => {
        const { data } = await customized.refetch();
        return { value: data ? holderFields(data.value) : initial, version: data?.version ?? undefined };
      }}
    />
  );
}

function HoldersForm({
  holders,
  initial,
  version,
  reload,
}: {
  holders: readonly CustomizedHolder[];
  initial: HolderFields;
  version: string | undefined;
  reload(): Promise<{ value: HolderFields; version?: string }>;
}) {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const id = useId();
  const save = useSaveCustomizedHolders();
  const form = useEditorForm<HolderFields, string>({
    initial,
    version,
    problems: (value) =>
      Object.fromEntries(
        Object.entries(value).map(([field, limit]) => [
          field,
          isCacheLimit(limit) ? null : t('serverAdmin.cache.invalid.limit'),
        ]),
      ),
    save: (value, sentVersion) => save.mutateAsync({ holders: holderChanges(holders, value), version: sentVersion }),
    saved: () => core.feedback.show('success', t('serverAdmin.cache.holdersSaved')),
    reload,
  });
  const label = (field: string) => {
    const { holder, limit } = limitOf(field);
    return t(`serverAdmin.cache.own.${limit}`, { holder });
  };
  const field = (holder: CustomizedHolder, limit: HolderLimit) => {
    const name = `${holder.id}.${limit}`;
    const fieldId = `${id}-${name}`;
    const problem = form.problemOf(name);
    const global = limit === 'maxNodes' ? holder.currentMaxNodes : holder.currentTimeToLive;
    return (
      <td>
        <input
          id={fieldId}
          dir="ltr"
          inputMode="numeric"
          value={form.value[name] ?? ''}
          placeholder={global.toLocaleString(i18n.language)}
          aria-label={label(name)}
          aria-invalid={problem !== null}
          aria-describedby={problem !== null ? `${fieldId}-error` : undefined}
          onChange={(e) => form.set({ [name]: e.target.value })}
        />
        {problem !== null ? (
          <p id={`${fieldId}-error`} className="idm-admin-error">
            {problem}
          </p>
        ) : null}
      </td>
    );
  };
  return (
    <EditorForm
      form={form}
      part="customized-holders"
      labelledBy={`${id}-title`}
      submitLabel={t('serverAdmin.cache.saveHolders')}
      fieldLabel={label}
    >
      <Heading depth={1} id={`${id}-title`}>
        {t('serverAdmin.cache.customizedTitle')}
      </Heading>
      <p className="idm-admin-note">{t('serverAdmin.cache.customizedHint')}</p>
      <div className="idm-table-scroll" tabIndex={0}>
        <table className="idm-admin-limits">
          <thead>
            <tr>
              <th scope="col">{t('serverAdmin.cache.holder')}</th>
              <th scope="col">{t('serverAdmin.cache.field.maxNodes')}</th>
              <th scope="col">{t('serverAdmin.cache.field.timeToLiveSeconds')}</th>
            </tr>
          </thead>
          <tbody>
            {holders.map((holder) => (
              <tr key={holder.id}>
                <th scope="row">
                  <bdi>{holder.id}</bdi>
                </th>
                {field(holder, 'maxNodes')}
                {field(holder, 'timeToLive')}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </EditorForm>
  );
}
