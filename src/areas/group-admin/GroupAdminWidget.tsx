import { lazy, Suspense, useMemo, useState, useTransition } from 'react';
import { useTranslation } from '../../core/react';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { ComponentLoader } from '../../ui/ComponentLoader';
import {
  GroupAdminNavigationProvider,
  type GroupAdminNavigation,
  type GroupAdminView,
  type GroupChangedDetail,
} from './navigation';
import { GroupList } from './GroupList';

/** A group's page and the new-group form come as their own chunk, when first opened: the element's first load is the list. */
const GroupCreate = lazy(() => import('./GroupDetail').then((module) => ({ default: module.GroupCreate })));
const GroupDetail = lazy(() => import('./GroupDetail').then((module) => ({ default: module.GroupDetail })));

export interface GroupAdminWidgetProps {
  /** A group to open first (its DN); the list when left out. */
  groupDn?: string;
  onNavigate(href: string): void;
  onGroupChanged(detail: GroupChangedDetail): void;
}

/** `<idm-group-admin>`'s content: the groups, a new group, a group with its members and roles, in place. */
export function GroupAdminWidget({ groupDn, onNavigate, onGroupChanged }: GroupAdminWidgetProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<GroupAdminView>(groupDn ? { page: 'detail', dn: groupDn } : { page: 'list' });
  // A page opened from another is a transition: the one shown stays (busy) while the other's chunk loads, instead
  // of the spinner in its place.
  const [switching, startSwitch] = useTransition();
  const navigation = useMemo<GroupAdminNavigation>(
    () => ({ go: (next) => startSwitch(() => setView(next)), href: () => null, changed: onGroupChanged }),
    [onGroupChanged],
  );
  return (
    <WhenSignedIn loadingLabel={t('groupAdmin.loading')}>
      <div className="group-admin-area" part="root" aria-busy={switching || undefined}>
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <GroupAdminNavigationProvider value={navigation}>
            <div hidden={view.page !== 'list'}>
              <GroupList />
            </div>
            <Suspense fallback={<ComponentLoader />}>
              {view.page === 'create' ? <GroupCreate /> : null}
              {view.page === 'detail' ? <GroupDetail key={view.dn} dn={view.dn} /> : null}
            </Suspense>
          </GroupAdminNavigationProvider>
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
