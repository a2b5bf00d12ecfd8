import { Suspense, useMemo, useState, useTransition } from 'react';
import { useTranslation } from '../../core/react';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { AreaTabs } from './AreaTabs';
import {
  AdminPermissionsNavigationProvider,
  type AdminAssignmentsChangedDetail,
  type AdminPermissionsNavigation,
  type AdminPermissionsView,
} from './navigation';
import type { AdminPermissionsViews } from './views';

export interface AdminPermissionsWidgetProps {
  /** The view to open first. */
  initial: AdminPermissionsView;
  /** Shows the area's tabs (assignments, access permissions). */
  tabs: boolean;
  /**
   * The views: the element's first one given as a component (it comes with the element), the others lazy
   * (`ASSIGNMENTS_FIRST`, `ACCESS_FIRST`).
   */
  views: AdminPermissionsViews;
  onNavigate(href: string): void;
  onChanged(detail: AdminAssignmentsChangedDetail): void;
}

/** `<idm-admin-assignments>`' and `<idm-permissions>`' content: the area's views, in place. */
export function AdminPermissionsWidget({ initial, tabs, views, onNavigate, onChanged }: AdminPermissionsWidgetProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<AdminPermissionsView>(initial);
  const { assignments: AssignmentList, access: AccessPermissions, permissions: AssigneePermissions } = views;
  // A view opened from another is a transition: the one shown stays (busy) while the other's chunk loads.
  const [switching, startSwitch] = useTransition();
  const navigation = useMemo<AdminPermissionsNavigation>(
    () => ({ go: (next) => startSwitch(() => setView(next)), href: () => null, changed: onChanged }),
    [onChanged],
  );
  return (
    <WhenSignedIn loadingLabel={t('adminAssignments.loading')}>
      <div className="idm-admin-area" part="root" aria-busy={switching || undefined}>
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <AdminPermissionsNavigationProvider value={navigation}>
            {tabs ? <AreaTabs current={view.page} /> : null}
            <Suspense fallback={<ComponentLoader />}>
              {view.page === 'assignments' ? <AssignmentList /> : null}
              {view.page === 'access' ? <AccessPermissions /> : null}
              {view.page === 'permissions' ? (
                <AssigneePermissions
                  key={`${view.assigneeDn}|${view.domain}`}
                  assigneeDn={view.assigneeDn}
                  domain={view.domain}
                />
              ) : null}
            </Suspense>
          </AdminPermissionsNavigationProvider>
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
