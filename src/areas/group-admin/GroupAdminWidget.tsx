import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import {
  GroupAdminNavigationProvider,
  type GroupAdminNavigation,
  type GroupAdminView,
  type GroupChangedDetail,
} from './navigation';
import { GroupCreate, GroupDetail } from './GroupDetail';
import { GroupList } from './GroupList';

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
  const navigation = useMemo<GroupAdminNavigation>(
    () => ({ go: setView, href: () => null, changed: onGroupChanged }),
    [onGroupChanged],
  );
  return (
    <WhenSignedIn loadingLabel={t('groupAdmin.loading')}>
      <div className="group-admin-area" part="root">
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <GroupAdminNavigationProvider value={navigation}>
            <div hidden={view.page !== 'list'}>
              <GroupList />
            </div>
            {view.page === 'create' ? <GroupCreate /> : null}
            {view.page === 'detail' ? <GroupDetail key={view.dn} dn={view.dn} /> : null}
          </GroupAdminNavigationProvider>
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
