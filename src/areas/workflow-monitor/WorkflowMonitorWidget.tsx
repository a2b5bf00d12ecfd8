import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import type { WorkflowMonitorView } from './view';
import { WorkflowMonitor } from './WorkflowMonitor';

export interface WorkflowMonitorWidgetProps {
  initial: WorkflowMonitorView;
  onNavigate(href: string): void;
}

/** `<idm-workflow-monitor>`'s content: the area's views, in place. */
export function WorkflowMonitorWidget({ initial, onNavigate }: WorkflowMonitorWidgetProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<WorkflowMonitorView>(initial);
  return (
    <WhenSignedIn loadingLabel={t('workflowMonitor.loading')}>
      <div className="idm-admin-area" part="root">
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <WorkflowMonitor view={view} go={setView} />
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
