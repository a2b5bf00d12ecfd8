import { lazy, Suspense, useMemo, useState, useTransition } from 'react';
import { useTranslation } from '../../core/react';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { ComponentLoader } from '../../ui/ComponentLoader';
import {
  ResourceAdminNavigationProvider,
  type ResourceAdminNavigation,
  type ResourceAdminView,
  type ResourceChangedDetail,
} from './navigation';
import {
  loadAssignmentsView,
  loadCprsView,
  loadEntitlementsBrowser,
  loadPagesStyles,
  loadResourceCreate,
  loadResourceDetail,
} from './lazy-parts';
import { ResourceList } from './ResourceList';

/**
 * The other pages come as chunks of their own when first opened: the element's first load is the list (or the
 * one page it starts on), not the editors, CPRS and the entitlements browser as well. The pages' sheet
 * (resource-details.css) comes beside each page's code, asked for at the same time (lazy-parts.ts).
 */
const ResourcePagesStyles = lazy(loadPagesStyles);
const ResourceCreate = lazy(() =>
  Promise.all([loadResourceCreate(), loadPagesStyles()]).then(([module]) => ({ default: module.ResourceCreate })),
);
const ResourceDetail = lazy(() =>
  Promise.all([loadResourceDetail(), loadPagesStyles()]).then(([module]) => ({ default: module.ResourceDetail })),
);
const ResourceAssignmentsView = lazy(() =>
  Promise.all([loadAssignmentsView(), loadPagesStyles()]).then(([module]) => ({
    default: module.ResourceAssignmentsView,
  })),
);
const EntitlementsBrowser = lazy(() =>
  Promise.all([loadEntitlementsBrowser(), loadPagesStyles()]).then(([module]) => ({
    default: module.EntitlementsBrowser,
  })),
);
const CprsView = lazy(() =>
  Promise.all([loadCprsView(), loadPagesStyles()]).then(([module]) => ({ default: module.CprsView })),
);

/** What the element shows first: the resource list, the drivers' entitlements, or CPRS (section `cprs`). */
export type ResourceAdminStart = 'list' | 'entitlements' | 'cprs';

export interface ResourceAdminWidgetProps {
  /** A resource to open first (its DN); the list when left out. */
  resourceDn?: string;
  /** What to show first when no resource is named: the list (default), the entitlements or CPRS. */
  view?: ResourceAdminStart;
  /** A link out of the widget: the host decides (`idm-navigate`). */
  onNavigate(href: string): void;
  onResourceChanged(detail: ResourceChangedDetail): void;
}

/**
 * `<idm-resource-admin>`'s content: the list, a new resource, a resource, its holders, the entitlements, in place; or
 * CPRS (`view="cprs"`).
 */
export function ResourceAdminWidget({
  resourceDn,
  view: start,
  onNavigate,
  onResourceChanged,
}: ResourceAdminWidgetProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<ResourceAdminView | { page: 'cprs' }>(
    resourceDn
      ? { page: 'detail', dn: resourceDn }
      : start === 'cprs' || start === 'entitlements'
        ? { page: start }
        : { page: 'list' },
  );
  // A page opened from another is a transition: the one shown stays (busy) while the other's chunk loads, instead
  // of the spinner in its place.
  const [switching, startSwitch] = useTransition();
  const navigation = useMemo<ResourceAdminNavigation>(
    () => ({ go: (next) => startSwitch(() => setView(next)), href: () => null, changed: onResourceChanged }),
    [onResourceChanged],
  );
  return (
    <WhenSignedIn loadingLabel={t('resourceAdmin.loading')}>
      <div className="resource-admin-area" part="root" aria-busy={switching || undefined}>
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <ResourceAdminNavigationProvider value={navigation}>
            {/* The list stays mounted (hidden) under the other pages, so Back finds it as it was. */}
            <div hidden={view.page !== 'list'}>
              <ResourceList />
            </div>
            <Suspense fallback={<ComponentLoader />}>
              {view.page === 'list' ? null : (
                <ResourcePagesStyles>
                  {view.page === 'cprs' ? <CprsView /> : null}
                  {view.page === 'create' ? <ResourceCreate /> : null}
                  {view.page === 'entitlements' ? <EntitlementsBrowser /> : null}
                  {view.page === 'detail' ? <ResourceDetail key={view.dn} dn={view.dn} /> : null}
                  {view.page === 'assignments' ? <ResourceAssignmentsView key={view.dn} dn={view.dn} /> : null}
                </ResourcePagesStyles>
              )}
            </Suspense>
          </ResourceAdminNavigationProvider>
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
