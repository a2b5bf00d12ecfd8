import { Suspense } from 'react';
import { useTranslation } from '../../core/react';
import { AdminTabs } from '../../ui/area/AdminTabs';
import { ComponentLoader } from '../../ui/ComponentLoader';
import type { WorkflowMonitorView } from './view';
import type { WorkflowMonitorViews } from './views';

const TABS = ['processes', 'queue', 'engines'] as const;

export interface WorkflowMonitorProps {
  view: WorkflowMonitorView;
  go(view: WorkflowMonitorView): void;
  /** The views: the one the page or element opens on as a component, the others lazy (`LAZY_VIEWS`). */
  views: WorkflowMonitorViews;
}

/** The area's views behind its tabs: processes (and one process), the work queue, the engines. */
export function WorkflowMonitor({ view, go, views }: WorkflowMonitorProps) {
  const { t } = useTranslation();
  const { processes: ProcessList, process: ProcessDetail, queue: WorkQueue, engines: EngineAdmin } = views;
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
      <Suspense fallback={<ComponentLoader />}>
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
      </Suspense>
    </>
  );
}
