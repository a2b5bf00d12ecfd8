import { lazy, Suspense, useMemo, useState, useTransition } from 'react';
import { useTranslation } from '../../core/react';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { EntityCatalog } from './EntityCatalog';
import {
  EntitiesNavigationProvider,
  type EntitiesNavigation,
  type EntitiesView,
  type EntityChangedDetail,
} from './navigation';

/** An item, a new item, an org chart and the tickets come as their own chunks, when first opened. */
const EntityItemView = lazy(() => import('./EntityItemView').then((module) => ({ default: module.EntityItemView })));
const EntityCreate = lazy(() => import('./EntityItemView').then((module) => ({ default: module.EntityCreate })));
const EntityOrgChart = lazy(() => import('./EntityOrgChart').then((module) => ({ default: module.EntityOrgChart })));
const HelpdeskTickets = lazy(() => import('./HelpdeskTickets').then((module) => ({ default: module.HelpdeskTickets })));

export interface EntityCatalogWidgetProps {
  /** The definition to open first; the first one when left out. */
  entityKey?: string;
  /** An item to open first (with `entityKey`). */
  entityDn?: string;
  onNavigate(href: string): void;
  onEntityChanged(detail: EntityChangedDetail): void;
}

/** `<idm-entity-catalog>`'s content: the definitions, their items, an item, a new one, an org chart, in place. */
export function EntityCatalogWidget({ entityKey, entityDn, onNavigate, onEntityChanged }: EntityCatalogWidgetProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<EntitiesView>(
    entityKey && entityDn
      ? { page: 'item', key: entityKey, dn: entityDn }
      : { page: 'catalog', ...(entityKey ? { key: entityKey } : {}) },
  );
  // A page opened from another is a transition: the one shown stays (busy) while the other's chunk loads, instead
  // of the spinner in its place.
  const [switching, startSwitch] = useTransition();
  const navigation = useMemo<EntitiesNavigation>(
    () => ({
      go: (next) => startSwitch(() => setView(next)),
      href: () => null,
      userHref: () => null,
      changed: onEntityChanged,
    }),
    [onEntityChanged],
  );
  return (
    <WhenSignedIn loadingLabel={t('entities.loading')}>
      <div className="entities-area" part="root" aria-busy={switching || undefined}>
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <EntitiesNavigationProvider value={navigation}>
            {view.page === 'catalog' ? <EntityCatalog entityKey={view.key} /> : null}
            <Suspense fallback={<ComponentLoader />}>
              {view.page === 'item' ? <EntityItemView key={view.dn} entityKey={view.key} dn={view.dn} /> : null}
              {view.page === 'create' ? <EntityCreate entityKey={view.key} /> : null}
              {view.page === 'orgChart' ? <EntityOrgChart key={view.dn} entityKey={view.key} dn={view.dn} /> : null}
              {view.page === 'helpdesk' ? <HelpdeskTickets /> : null}
            </Suspense>
          </EntitiesNavigationProvider>
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
