import { useId, useMemo } from 'react';
import { useSaveEngineConfiguration } from '../../api/workflow-monitor';
import { useCore, useTranslation } from '../../core/react';
import { ENGINE_NUMBER_FIELDS } from '../../domain/workflow-monitor';
import { EditorForm, useEditorForm } from '../../ui/form';
import { Heading } from '../../ui/Heading';
import { ENGINE_FIELDS, engineConfigurationOf, engineFormOf, engineProblems, type EngineForm } from './engine-form';
import { useEngineConfiguration } from './engine-queries';

/**
 * The engines' configuration on the form kit: each number checked beside its field by the shared rules, one
 * request per save with the read's version as `If-Match` (a 412 opens the conflict dialog), the leave guard.
 */
export function EngineConfigurationForm() {
  const configuration = useEngineConfiguration();
  const read = configuration.data;
  const initial = useMemo(() => (read ? engineFormOf(read) : null), [read]);
  if (!read || !initial) return null;
  return (
    <EngineForm
      initial={initial}
      version={read.version ?? undefined}
      reload={async () => {
        const { data } = await configuration.refetch();
        return { value: data ? engineFormOf(data) : initial, version: data?.version ?? undefined };
      }}
    />
  );
}

function EngineForm({
  initial,
  version,
  reload,
}: {
  initial: EngineForm;
  version: string | undefined;
  reload(): Promise<{ value: EngineForm; version?: string }>;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const save = useSaveEngineConfiguration();
  const form = useEditorForm<EngineForm, string>({
    initial,
    version,
    problems: (value) =>
      engineProblems(value, (field, code) =>
        code === 'order'
          ? t(`workflowMonitor.engine.order.${field}`)
          : t('workflowMonitor.engine.range', ENGINE_NUMBER_FIELDS[field]),
      ),
    save: (value, sentVersion) => save.mutateAsync({ ...engineConfigurationOf(value), version: sentVersion }),
    saved: () => core.feedback.show('success', t('workflowMonitor.engine.saved')),
    reload,
  });
  return (
    <EditorForm
      form={form}
      part="engine-configuration"
      className="idm-admin-form idm-admin-narrow"
      labelledBy={`${id}-title`}
      submitLabel={t('workflowMonitor.save')}
      fieldLabel={(field) => t(`workflowMonitor.engine.field.${field}`)}
    >
      <Heading depth={1} id={`${id}-title`}>
        {t('workflowMonitor.engine.configuration')}
      </Heading>
      {ENGINE_FIELDS.map((field) => {
        const error = form.problemOf(field);
        return (
          <div className="idm-admin-field" key={field}>
            <label htmlFor={`${id}-${field}`}>{t(`workflowMonitor.engine.field.${field}`)}</label>
            <input
              id={`${id}-${field}`}
              inputMode="decimal"
              value={form.value[field]}
              aria-invalid={error !== null}
              aria-describedby={error !== null ? `${id}-${field}-error` : undefined}
              onChange={(e) => form.set({ [field]: e.target.value })}
            />
            {error !== null ? (
              <p id={`${id}-${field}-error`} className="idm-admin-error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <label className="idm-admin-check">
        <input
          type="checkbox"
          checked={form.value.enableEmailNotification}
          onChange={(e) => form.set({ enableEmailNotification: e.target.checked })}
        />
        {t('workflowMonitor.engine.field.enableEmailNotification')}
      </label>
    </EditorForm>
  );
}
