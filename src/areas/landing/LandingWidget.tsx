import { lazy, Suspense } from 'react';
import { useTranslation } from '../../core/react';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { Landing } from './Landing';

/** The administrators' editor (`mode="edit"`) comes as its own chunk: the element's first load is the landing page. */
const EditLanding = lazy(() => import('./EditLanding').then((module) => ({ default: module.EditLanding })));

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
        <NavigationProvider navigate={onNavigate}>
          {mode === 'edit' ? (
            <Suspense fallback={<ComponentLoader />}>
              <EditLanding />
            </Suspense>
          ) : (
            <Landing />
          )}
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
