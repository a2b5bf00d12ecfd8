import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationProvider, WhenSignedIn } from '../../ui/area';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { EntityCatalog } from './EntityCatalog';
import { EntityCreate, EntityItemView } from './EntityItemView';
import { EntityOrgChart } from './EntityOrgChart';
import { HelpdeskTickets } from './HelpdeskTickets';
import {
  EntitiesNavigationProvider,
  type EntitiesNavigation,
  type EntitiesView,
  type EntityChangedDetail,
} from './navigation';

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
  const navigation = useMemo<EntitiesNavigation>(
    () => ({ go: setView, href: () => null, userHref: () => null, changed: onEntityChanged }),
    [onEntityChanged],
  );
  return (
    <WhenSignedIn loadingLabel={t('entities.loading')}>
      <div className="entities-area" part="root">
        <FeedbackBanner />
        <NavigationProvider navigate={onNavigate}>
          <EntitiesNavigationProvider value={navigation}>
            {view.page === 'catalog' ? <EntityCatalog entityKey={view.key} /> : null}
            {view.page === 'item' ? <EntityItemView key={view.dn} entityKey={view.key} dn={view.dn} /> : null}
            {view.page === 'create' ? <EntityCreate entityKey={view.key} /> : null}
            {view.page === 'orgChart' ? <EntityOrgChart key={view.dn} entityKey={view.key} dn={view.dn} /> : null}
            {view.page === 'helpdesk' ? <HelpdeskTickets /> : null}
          </EntitiesNavigationProvider>
        </NavigationProvider>
      </div>
    </WhenSignedIn>
  );
}
