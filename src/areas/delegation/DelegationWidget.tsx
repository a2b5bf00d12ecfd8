import { lazy, Suspense, useMemo, useState, useTransition } from 'react';
import { useTranslation } from '../../core/react';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { DelegationList } from './DelegationList';
import {
  DelegationNavigationProvider,
  type DelegationChangedDetail,
  type DelegationNavigation,
  type DelegationView,
} from './navigation';

/** The editor (new or existing delegation) comes as its own chunk, when first opened: the element's first load is the list. */
const DelegationCreate = lazy(() =>
  import('./DelegationEditor').then((module) => ({ default: module.DelegationCreate })),
);
const DelegationEdit = lazy(() => import('./DelegationEditor').then((module) => ({ default: module.DelegationEdit })));

export interface DelegationWidgetProps {
  onNavigate(href: string): void;
  onDelegationChanged(detail: DelegationChangedDetail): void;
}

/** `<idm-delegation>`'s content: the delegations, a new one, one to edit, in place. */
export function DelegationWidget({ onNavigate, onDelegationChanged }: DelegationWidgetProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<DelegationView>({ page: 'list' });
  // A page opened from another is a transition: the one shown stays (busy) while the other's chunk loads, instead
  // of the spinner in its place.
  const [switching, startSwitch] = useTransition();
  const navigation = useMemo<DelegationNavigation>(
    () => ({ go: (next) => startSwitch(() => setView(next)), href: () => null, changed: onDelegationChanged }),
    [onDelegationChanged],
  );
  return (
    <WhenSignedIn loadingLabel={t('delegation.loading')}>
      <div className="delegation-area" part="root" aria-busy={switching || undefined}>
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <DelegationNavigationProvider value={navigation}>
            <div hidden={view.page !== 'list'}>
              <DelegationList />
            </div>
            <Suspense fallback={<ComponentLoader />}>
              {view.page === 'create' ? <DelegationCreate /> : null}
              {view.page === 'edit' ? <DelegationEdit key={view.id} id={view.id} /> : null}
            </Suspense>
          </DelegationNavigationProvider>
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
