import { lazy, Suspense, useMemo, useState, useTransition } from 'react';
import { useTranslation } from '../../core/react';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { ComponentLoader } from '../../ui/ComponentLoader';
import {
  TeamAdminNavigationProvider,
  type TeamAdminNavigation,
  type TeamAdminView,
  type TeamChangedDetail,
} from './navigation';
import { TeamList } from './TeamList';

/** A team's page and the new-team form come as their own chunk, when first opened: the element's first load is the list. */
const TeamCreate = lazy(() => import('./TeamDetail').then((module) => ({ default: module.TeamCreate })));
const TeamDetail = lazy(() => import('./TeamDetail').then((module) => ({ default: module.TeamDetail })));

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
  // A page opened from another is a transition: the one shown stays (busy) while the other's chunk loads, instead
  // of the spinner in its place.
  const [switching, startSwitch] = useTransition();
  const navigation = useMemo<TeamAdminNavigation>(
    () => ({ go: (next) => startSwitch(() => setView(next)), href: () => null, changed: onTeamChanged }),
    [onTeamChanged],
  );
  return (
    <WhenSignedIn loadingLabel={t('teamAdmin.loading')}>
      <div className="team-admin-area" part="root" aria-busy={switching || undefined}>
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <TeamAdminNavigationProvider value={navigation}>
            <div hidden={view.page !== 'list'}>
              <TeamList />
            </div>
            <Suspense fallback={<ComponentLoader />}>
              {view.page === 'create' ? <TeamCreate /> : null}
              {view.page === 'detail' ? <TeamDetail key={view.dn} dn={view.dn} /> : null}
            </Suspense>
          </TeamAdminNavigationProvider>
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
