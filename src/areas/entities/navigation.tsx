import { createAreaContext } from '../../ui/area';

/** Where the entity catalog goes inside itself: hash routes in the console, in place in `<idm-entity-catalog>`. */
export type EntitiesView =
  | { page: 'catalog'; key?: string }
  | { page: 'item'; key: string; dn: string }
  | { page: 'create'; key: string }
  | { page: 'orgChart'; key: string; dn: string }
  | { page: 'helpdesk' };

export interface EntityChangedDetail {
  action: 'created' | 'updated' | 'deleted';
  entityKey: string;
  dns: string[];
}

export interface EntitiesNavigation {
  go(view: EntitiesView): void;
  /** The link of a view (the console), or null (a button in the element). */
  href(view: EntitiesView): string | null;
  /** A user's page (DN values of user lookups): the console's link, or null in the element. */
  userHref(dn: string): string | null;
  /** After items were created, updated or deleted (`idm-entity-changed` in the element). */
  changed?(detail: EntityChangedDetail): void;
}

const entitiesNavigation = createAreaContext<EntitiesNavigation>('EntitiesNavigation');
export const EntitiesNavigationProvider = entitiesNavigation.Provider;
export const useEntitiesNavigation = entitiesNavigation.use;

/** The route segments of a view, below `#/entities`. */
export const viewSegments = (view: EntitiesView): string[] => {
  switch (view.page) {
    case 'catalog':
      return view.key ? [view.key] : [];
    case 'item':
      return [view.key, view.dn];
    case 'create':
      return [view.key, 'create'];
    case 'orgChart':
      return [view.key, view.dn, 'orgchart'];
    case 'helpdesk':
      return ['helpdesk'];
  }
};
