import { useTranslation } from '../../core/react';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { Dashboard } from './Dashboard';
import { GlobalDashboard } from './GlobalDashboard';

export interface DashboardWidgetProps {
  /** `global`: the administrators' global dashboard; the user's own otherwise. */
  mode?: 'user' | 'global';
  onNavigate(href: string): void;
}

/** `<idm-dashboard>`'s content: the user's dashboard (or the global one), its links leaving through `onNavigate`. */
export function DashboardWidget({ mode, onNavigate }: DashboardWidgetProps) {
  const { t } = useTranslation();
  return (
    <WhenSignedIn loadingLabel={t('dashboard.loading')}>
      <div className="dashboard-area" part="root">
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          {mode === 'global' ? <GlobalDashboard /> : <Dashboard />}
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
