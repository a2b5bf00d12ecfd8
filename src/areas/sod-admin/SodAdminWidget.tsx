import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import {
  SodAdminNavigationProvider,
  type SodAdminNavigation,
  type SodAdminView,
  type SodChangedDetail,
} from './navigation';
import { SodCreate, SodDetail } from './SodDetail';
import { SodList } from './SodList';

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
  const navigation = useMemo<SodAdminNavigation>(
    () => ({ go: setView, href: () => null, changed: onSodChanged }),
    [onSodChanged],
  );
  return (
    <WhenSignedIn loadingLabel={t('sodAdmin.loading')}>
      <div className="sod-admin-area" part="root">
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <SodAdminNavigationProvider value={navigation}>
            <div hidden={view.page !== 'list'}>
              <SodList />
            </div>
            {view.page === 'create' ? <SodCreate /> : null}
            {view.page === 'detail' ? <SodDetail key={view.dn} dn={view.dn} /> : null}
          </SodAdminNavigationProvider>
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
