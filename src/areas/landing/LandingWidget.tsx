import { useTranslation } from 'react-i18next';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { EditLanding } from './EditLanding';
import { Landing } from './Landing';

export interface LandingWidgetProps {
  /** `edit`: the administrators' editor; the landing page otherwise. */
  mode?: 'view' | 'edit';
  onNavigate(href: string): void;
}

/** `<idm-landing>`'s content: the landing page (or its editor), its links leaving through `onNavigate`. */
export function LandingWidget({ mode, onNavigate }: LandingWidgetProps) {
  const { t } = useTranslation();
  return (
    <WhenSignedIn loadingLabel={t('landing.loading')}>
      <div className="landing-area" part="root">
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>{mode === 'edit' ? <EditLanding /> : <Landing />}</NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
