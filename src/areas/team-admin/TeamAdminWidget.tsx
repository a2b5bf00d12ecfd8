import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import {
  TeamAdminNavigationProvider,
  type TeamAdminNavigation,
  type TeamAdminView,
  type TeamChangedDetail,
} from './navigation';
import { TeamCreate, TeamDetail } from './TeamDetail';
import { TeamList } from './TeamList';

export interface TeamAdminWidgetProps {
  /** A team to open first (its DN); the list when left out. */
  teamDn?: string;
  onNavigate(href: string): void;
  onTeamChanged(detail: TeamChangedDetail): void;
}

/** `<idm-team-admin>`'s content: the teams, a new team, a team and its permissions, in place. */
export function TeamAdminWidget({ teamDn, onNavigate, onTeamChanged }: TeamAdminWidgetProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<TeamAdminView>(teamDn ? { page: 'detail', dn: teamDn } : { page: 'list' });
  const navigation = useMemo<TeamAdminNavigation>(
    () => ({ go: setView, href: () => null, changed: onTeamChanged }),
    [onTeamChanged],
  );
  return (
    <WhenSignedIn loadingLabel={t('teamAdmin.loading')}>
      <div className="team-admin-area" part="root">
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <TeamAdminNavigationProvider value={navigation}>
            <div hidden={view.page !== 'list'}>
              <TeamList />
            </div>
            {view.page === 'create' ? <TeamCreate /> : null}
            {view.page === 'detail' ? <TeamDetail key={view.dn} dn={view.dn} /> : null}
          </TeamAdminNavigationProvider>
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
