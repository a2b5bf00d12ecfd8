import { useState, useTransition } from 'react';
import { useTranslation } from '../../core/react';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import type { WorkflowMonitorView } from './view';
import { ProcessList } from './ProcessList';
import { WorkflowMonitor } from './WorkflowMonitor';
import { LAZY_VIEWS } from './views';

/** The processes (the default `page`) come with the element; the other views as their own chunks, when opened. */
const VIEWS = { ...LAZY_VIEWS, processes: ProcessList };

export interface WorkflowMonitorWidgetProps {
  initial: WorkflowMonitorView;
  onNavigate(href: string): void;
}

/** `<idm-workflow-monitor>`'s content: the area's views, in place. */
export function WorkflowMonitorWidget({ initial, onNavigate }: WorkflowMonitorWidgetProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<WorkflowMonitorView>(initial);
  // A view opened from another is a transition: the one shown stays (busy) while the other's chunk loads.
  const [switching, startSwitch] = useTransition();
  return (
    <WhenSignedIn loadingLabel={t('workflowMonitor.loading')}>
      <div className="idm-admin-area" part="root" aria-busy={switching || undefined}>
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <WorkflowMonitor view={view} go={(next) => startSwitch(() => setView(next))} views={VIEWS} />
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
