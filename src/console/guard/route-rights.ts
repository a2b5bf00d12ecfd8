import { createContext, useContext } from 'react';
import type { NavigationRights } from '../../domain/navigation';

/**
 * The navigation rights the guard fetched for the current route, for the page below it (the profile
 * reads its org-chart rights here). Null outside a guarded route.
 */
export const RouteRightsContext = createContext<NavigationRights | null>(null);

export function useRouteRights(): NavigationRights | null {
  return useContext(RouteRightsContext);
}
