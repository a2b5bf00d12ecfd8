import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveEngineConfiguration, useSetEngineStatus, type WorkflowEngine } from '../../api/workflow-monitor';
import { useCore } from '../../core/react';
import {
  ENGINE_NUMBER_FIELDS,
  engineConfigurationProblems,
  type EngineConfiguration,
  type EngineNumberField,
} from '../../domain/workflow-monitor';
import { DateTime } from '../../ui/dates/DateTime';
import { LoadFailure } from '../../ui/LoadFailure';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { useEngineConfiguration, useEngines } from './queries';
import { Heading } from '../../ui/Heading';

const FIELDS = Object.keys(ENGINE_NUMBER_FIELDS) as EngineNumberField[];

/** The workflow engines (start, stop) and their configuration, checked beside each field. */
export function EngineAdmin() {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const engines = useEngines();
  const configuration = useEngineConfiguration();
  const setStatus = useSetEngineStatus();
  const save = useSaveEngineConfiguration();
  const [form, setForm] = useState<Record<string, string>>({});
  const [email, setEmail] = useState(true);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!configuration.data) return;
    setForm(Object.fromEntries(FIELDS.map((f) => [f, String(configuration.data[f])])));
    setEmail(configuration.data.enableEmailNotification);
  }, [configuration.data]);
  const config = {
    ...Object.fromEntries(
      FIELDS.map((f) => [f, form[f] === undefined || form[f] === '' ? Number.NaN : Number(form[f])]),
    ),
    enableEmailNotification: email,
  } as EngineConfiguration;
  const problems = engineConfigurationProblems(config);
  const errorOf = (field: EngineNumberField): string | null => {
    const problem = tried ? problems.find((p) => p.field === field) : undefined;
    if (!problem) return null;
    return problem.code === 'order'
      ? t(`workflowMonitor.engine.order.${field}`)
      : t('workflowMonitor.engine.range', ENGINE_NUMBER_FIELDS[field]);
  };
  const submit = async () => {
    setTried(true);
    if (problems.length > 0) return;
    await save.mutateAsync(config);
    core.feedback.show('success', t('workflowMonitor.engine.saved'));
  };
  const columns: DataTableColumn[] = [
    { column: 'engineId', displayLabel: t('workflowMonitor.engine.id'), isSortable: false },
    { column: 'status', displayLabel: t('workflowMonitor.engine.status'), isSortable: false },
    { column: 'startTime', displayLabel: t('workflowMonitor.engine.started'), isSortable: false },
    { column: 'actions', displayLabel: t('workflowMonitor.entry.actions'), isSortable: false },
  ];
  return (
    <section className="idm-admin" part="engines" aria-labelledby={`${id}-title`}>
      <header className="idm-admin-header">
        <Heading id={`${id}-title`}>{t('workflowMonitor.engine.title')}</Heading>
      </header>
      {engines.isError ? (
        <LoadFailure
          message={t('workflowMonitor.loadFailed')}
          error={engines.error}
          onRetry={() => void engines.refetch()}
        />
      ) : null}
      <DataTable<WorkflowEngine>
        tableName={t('workflowMonitor.engine.tableName')}
        columns={columns}
        rows={engines.data ?? []}
        loading={engines.isPending}
        disablePagination
        renderCell={(row, column) => {
          if (column.column === 'status') return t(`workflowMonitor.engine.state.${row.status}`);
          if (column.column === 'startTime') return <DateTime value={row.startTime} />;
          if (column.column === 'actions')
            return (
              <button
                type="button"
                className="idm-button secondary"
                disabled={setStatus.isPending}
                onClick={() => void setStatus.mutateAsync({ engineId: row.engineId, status: row.status === 0 ? 1 : 0 })}
              >
                {row.status === 0 ? t('workflowMonitor.engine.stop') : t('workflowMonitor.engine.start')}
              </button>
            );
          return undefined;
        }}
      />
      <form
        className="idm-admin-form idm-admin-narrow"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Heading depth={1}>{t('workflowMonitor.engine.configuration')}</Heading>
        {FIELDS.map((field) => {
          const error = errorOf(field);
          return (
            <div className="idm-admin-field" key={field}>
              <label htmlFor={`${id}-${field}`}>{t(`workflowMonitor.engine.field.${field}`)}</label>
              <input
                id={`${id}-${field}`}
                inputMode="decimal"
                value={form[field] ?? ''}
                aria-invalid={error !== null}
                aria-describedby={error !== null ? `${id}-${field}-error` : undefined}
                onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))}
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
          <input type="checkbox" checked={email} onChange={(e) => setEmail(e.target.checked)} />
          {t('workflowMonitor.engine.field.enableEmailNotification')}
        </label>
        <div className="idm-admin-actions">
          <button type="submit" className="idm-button" disabled={save.isPending}>
            {t('workflowMonitor.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
