import { useTranslation } from '../../core/react';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { ProxyAssignments, type ProxyAssignmentChangedDetail } from './ProxyAssignments';

export interface ProxyAssignmentsWidgetProps {
  onNavigate(href: string): void;
  onProxyChanged(detail: ProxyAssignmentChangedDetail): void;
}

/** `<idm-proxy-assignments>`'s content: the assignments, created, edited and deleted in place. */
export function ProxyAssignmentsWidget({ onNavigate, onProxyChanged }: ProxyAssignmentsWidgetProps) {
  const { t } = useTranslation();
  return (
    <WhenSignedIn loadingLabel={t('proxyAssignments.loading')}>
      <div className="proxy-assignments-area" part="root">
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <ProxyAssignments onChanged={onProxyChanged} />
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
