import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { DelegationCreate, DelegationEdit } from './DelegationEditor';
import { DelegationList } from './DelegationList';
import {
  DelegationNavigationProvider,
  type DelegationChangedDetail,
  type DelegationNavigation,
  type DelegationView,
} from './navigation';

export interface DelegationWidgetProps {
  onNavigate(href: string): void;
  onDelegationChanged(detail: DelegationChangedDetail): void;
}

/** `<idm-delegation>`'s content: the delegations, a new one, one to edit, in place. */
export function DelegationWidget({ onNavigate, onDelegationChanged }: DelegationWidgetProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<DelegationView>({ page: 'list' });
  const navigation = useMemo<DelegationNavigation>(
    () => ({ go: setView, href: () => null, changed: onDelegationChanged }),
    [onDelegationChanged],
  );
  return (
    <WhenSignedIn loadingLabel={t('delegation.loading')}>
      <div className="delegation-area" part="root">
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <DelegationNavigationProvider value={navigation}>
            <div hidden={view.page !== 'list'}>
              <DelegationList />
            </div>
            {view.page === 'create' ? <DelegationCreate /> : null}
            {view.page === 'edit' ? <DelegationEdit key={view.id} id={view.id} /> : null}
          </DelegationNavigationProvider>
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
