import { lazy, Suspense, useMemo, useState, useTransition } from 'react';
import { useTranslation } from '../../core/react';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { ComponentLoader } from '../../ui/ComponentLoader';
import {
  SodAdminNavigationProvider,
  type SodAdminNavigation,
  type SodAdminView,
  type SodChangedDetail,
} from './navigation';
import { SodList } from './SodList';

/** A rule's page and the new-rule form come as their own chunk, when first opened: the element's first load is the list. */
const SodCreate = lazy(() => import('./SodDetail').then((module) => ({ default: module.SodCreate })));
const SodDetail = lazy(() => import('./SodDetail').then((module) => ({ default: module.SodDetail })));

export interface SodAdminWidgetProps {
  /** A rule to open first (its DN); the list when left out. */
  sodDn?: string;
  onNavigate(href: string): void;
  onSodChanged(detail: SodChangedDetail): void;
}

/** `<idm-sod-admin>`'s content: the rules, a new rule, a rule and its violations, in place. */
export function SodAdminWidget({ sodDn, onNavigate, onSodChanged }: SodAdminWidgetProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<SodAdminView>(sodDn ? { page: 'detail', dn: sodDn } : { page: 'list' });
  // A page opened from another is a transition: the one shown stays (busy) while the other's chunk loads, instead
  // of the spinner in its place.
  const [switching, startSwitch] = useTransition();
  const navigation = useMemo<SodAdminNavigation>(
    () => ({ go: (next) => startSwitch(() => setView(next)), href: () => null, changed: onSodChanged }),
    [onSodChanged],
  );
  return (
    <WhenSignedIn loadingLabel={t('sodAdmin.loading')}>
      <div className="sod-admin-area" part="root" aria-busy={switching || undefined}>
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <SodAdminNavigationProvider value={navigation}>
            <div hidden={view.page !== 'list'}>
              <SodList />
            </div>
            <Suspense fallback={<ComponentLoader />}>
              {view.page === 'create' ? <SodCreate /> : null}
              {view.page === 'detail' ? <SodDetail key={view.dn} dn={view.dn} /> : null}
            </Suspense>
          </SodAdminNavigationProvider>
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
