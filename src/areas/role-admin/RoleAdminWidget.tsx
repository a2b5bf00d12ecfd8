import { lazy, Suspense, useMemo, useState, useTransition } from 'react';
import { useTranslation } from '../../core/react';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { ComponentLoader } from '../../ui/ComponentLoader';
import {
  RoleAdminNavigationProvider,
  type RoleAdminNavigation,
  type RoleAdminView,
  type RoleChangedDetail,
} from './navigation';
import { loadMapResources, loadPagesStyles, loadRoleCreate, loadRoleDetail } from './lazy-parts';
import { RoleList } from './RoleList';

/**
 * The pages other than the list come as their own chunks, when first opened: the element's first load is the list.
 * Their sheet (role-details.css) comes beside each page's code, asked for at the same time (lazy-parts.ts).
 */
const RolePagesStyles = lazy(loadPagesStyles);
const RoleCreate = lazy(() =>
  Promise.all([loadRoleCreate(), loadPagesStyles()]).then(([module]) => ({ default: module.RoleCreate })),
);
const RoleDetail = lazy(() =>
  Promise.all([loadRoleDetail(), loadPagesStyles()]).then(([module]) => ({ default: module.RoleDetail })),
);
const MapResourcesView = lazy(() =>
  Promise.all([loadMapResources(), loadPagesStyles()]).then(([module]) => ({ default: module.MapResourcesView })),
);

export interface RoleAdminWidgetProps {
  /** A role to open first (its DN); the list when left out. */
  roleDn?: string;
  /** A link out of the widget: the host decides (`idm-navigate`). */
  onNavigate(href: string): void;
  onRoleChanged(detail: RoleChangedDetail): void;
}

/** `<idm-role-admin>`'s content: the list, a new role, a role and its mapped resources, in place. */
export function RoleAdminWidget({ roleDn, onNavigate, onRoleChanged }: RoleAdminWidgetProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<RoleAdminView>(roleDn ? { page: 'detail', dn: roleDn } : { page: 'list' });
  // A page opened from another is a transition: the one shown stays (busy) while the other's chunk loads, instead
  // of the spinner in its place.
  const [switching, startSwitch] = useTransition();
  const navigation = useMemo<RoleAdminNavigation>(
    () => ({ go: (next) => startSwitch(() => setView(next)), href: () => null, changed: onRoleChanged }),
    [onRoleChanged],
  );
  return (
    <WhenSignedIn loadingLabel={t('roleAdmin.loading')}>
      <div className="role-admin-area" part="root" aria-busy={switching || undefined}>
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <RoleAdminNavigationProvider value={navigation}>
            {/* The list stays mounted (hidden) under the other pages, so Back finds it as it was. */}
            <div hidden={view.page !== 'list'}>
              <RoleList />
            </div>
            <Suspense fallback={<ComponentLoader />}>
              {view.page === 'list' ? null : (
                <RolePagesStyles>
                  {view.page === 'create' ? <RoleCreate /> : null}
                  {view.page === 'detail' ? <RoleDetail key={view.dn} dn={view.dn} /> : null}
                  {view.page === 'mapresources' ? <MapResourcesView key={view.dn} dn={view.dn} /> : null}
                </RolePagesStyles>
              )}
            </Suspense>
          </RoleAdminNavigationProvider>
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
