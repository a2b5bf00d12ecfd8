import { createAreaContext } from '../../ui/area';

/**
 * Where the history goes inside itself: hash routes in the console, in place in
 * `<idm-request-history>`. Links out of the area go through the area kit (`useGo`, `RouteLink`).
 */
export interface HistoryNavigation {
  openRequest(entityType: string, requestId: string): void;
  /** The link of a request's details (the console), or null (a button). */
  requestHref(entityType: string, requestId: string): string | null;
  backToList(): void;
  listHref(): string | null;
  /** After a retraction (`idm-request-retracted`). */
  requestRetracted?(detail: RequestRetractedDetail): void;
}

export interface RequestRetractedDetail {
  requestId: string;
  entityType: string;
  result: 'succeeded' | 'failed';
  reason?: string;
}

const historyNavigation = createAreaContext<HistoryNavigation>('HistoryNavigation');
export const HistoryNavigationProvider = historyNavigation.Provider;
export const useHistoryNavigation = historyNavigation.use;
