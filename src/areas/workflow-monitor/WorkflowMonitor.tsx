import { useTranslation } from 'react-i18next';
import { AdminTabs } from '../../ui/area/AdminTabs';
import { EngineAdmin } from './EngineAdmin';
import { ProcessDetail } from './ProcessDetail';
import { ProcessList } from './ProcessList';
import type { WorkflowMonitorView } from './view';
import { WorkQueue } from './WorkQueue';

const TABS = ['processes', 'queue', 'engines'] as const;

/** The area's views behind its tabs: processes (and one process), the work queue, the engines. */
export function WorkflowMonitor({ view, go }: { view: WorkflowMonitorView; go(view: WorkflowMonitorView): void }) {
  const { t } = useTranslation();
  const current = view.page === 'process' ? 'processes' : view.page;
  return (
    <>
      <AdminTabs
        label={t('workflowMonitor.areaNavigation')}
        tabs={TABS}
        current={current}
        tabLabel={(tab) => t(`workflowMonitor.tab.${tab}`)}
        onChoose={(tab) => go({ page: tab })}
      />
      {/* The list's search, filter and page outlive it (useListState), so it is not kept hidden under a process. */}
      {view.page === 'processes' ? (
        <ProcessList onOpen={(requestId, name) => go({ page: 'process', requestId, name })} />
      ) : null}
      {view.page === 'process' ? (
        <ProcessDetail
          key={view.requestId}
          requestId={view.requestId}
          name={view.name}
          onBack={() => go({ page: 'processes' })}
        />
      ) : null}
      {view.page === 'queue' ? <WorkQueue /> : null}
      {view.page === 'engines' ? <EngineAdmin /> : null}
    </>
  );
}
