import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { AccessPermissions } from './AccessPermissions';
import { AreaTabs } from './AreaTabs';
import { AssigneePermissions } from './AssigneePermissions';
import { AssignmentList } from './AssignmentList';
import {
  AdminPermissionsNavigationProvider,
  type AdminAssignmentsChangedDetail,
  type AdminPermissionsNavigation,
  type AdminPermissionsView,
} from './navigation';

export interface AdminPermissionsWidgetProps {
  /** The view to open first. */
  initial: AdminPermissionsView;
  /** Shows the area's tabs (assignments, access permissions). */
  tabs: boolean;
  onNavigate(href: string): void;
  onChanged(detail: AdminAssignmentsChangedDetail): void;
}

/** `<idm-admin-assignments>`' and `<idm-permissions>`' content: the area's views, in place. */
export function AdminPermissionsWidget({ initial, tabs, onNavigate, onChanged }: AdminPermissionsWidgetProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<AdminPermissionsView>(initial);
  const navigation = useMemo<AdminPermissionsNavigation>(
    () => ({ go: setView, href: () => null, changed: onChanged }),
    [onChanged],
  );
  return (
    <WhenSignedIn loadingLabel={t('adminAssignments.loading')}>
      <div className="idm-admin-area" part="root">
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <AdminPermissionsNavigationProvider value={navigation}>
            {tabs ? <AreaTabs current={view.page} /> : null}
            {view.page === 'assignments' ? <AssignmentList /> : null}
            {view.page === 'access' ? <AccessPermissions /> : null}
            {view.page === 'permissions' ? (
              <AssigneePermissions
                key={`${view.assigneeDn}|${view.domain}`}
                assigneeDn={view.assigneeDn}
                domain={view.domain}
              />
            ) : null}
          </AdminPermissionsNavigationProvider>
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
