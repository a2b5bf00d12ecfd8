import { useId } from 'react';
import { useTranslation } from '../../core/react';
import { useSetEngineStatus, type WorkflowEngine } from '../../api/workflow-monitor';
import { DateTime } from '../../ui/dates/DateTime';
import { LoadFailure } from '../../ui/LoadFailure';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { EngineConfigurationForm } from './EngineConfigurationForm';
import { useEngines } from './engine-queries';
import { Heading } from '../../ui/Heading';

/** The workflow engines (start, stop) and their configuration on the form kit. */
export function EngineAdmin() {
  const { t } = useTranslation();
  const id = useId();
  const engines = useEngines();
  const setStatus = useSetEngineStatus();
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
      <EngineConfigurationForm />
    </section>
  );
}
