import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../core/react';
import { HISTORY_STATUS_FILTERS } from '../../domain/request-state-groups';
import { ListDetailWidget } from '../../ui/area/ListDetailWidget';
import { HistoryListView, LazyHistoryDetailView as HistoryDetailView } from './HistoryListView';
import {
  EMPTY_HISTORY_FILTERS,
  type HistoryAction,
  type HistoryFilters,
  type HistoryStatusGroup,
} from './history-query';
import { HistoryNavigationProvider, type HistoryNavigation, type RequestRetractedDetail } from './navigation';

// A request's details come as their own chunk, when one is first opened (ListDetailWidget).

export interface HistoryWidgetProps {
  pageSize?: number;
  /** Status groups to start with, comma-separated: running_pending_p0, approved_completed_denied_p3, terminated_p2. */
  status?: string;
  /** 'grant' or 'revoke' to start with. */
  action?: string;
  /** A link out of the widget ('#/users/…'): the host decides (`idm-navigate`). */
  onNavigate(href: string): void;
  onRequestRetracted(detail: RequestRetractedDetail): void;
}

/** `<idm-request-history>`'s content: the list and a request's details in place, with its own banner. */
export function HistoryWidget({ pageSize, status, action, onNavigate, onRequestRetracted }: HistoryWidgetProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<{ entityType: string; id: string } | null>(null);
  const initialFilters = useMemo(() => widgetFilters(status, action), [status, action]);
  useEffect(() => setShown(null), [initialFilters]);

  const navigation = useMemo<HistoryNavigation>(
    () => ({
      openRequest: (entityType, id) => setShown({ entityType, id }),
      requestHref: () => null,
      backToList: () => setShown(null),
      listHref: () => null,
      requestRetracted: onRequestRetracted,
    }),
    [onRequestRetracted],
  );

  return (
    <HistoryNavigationProvider value={navigation}>
      <ListDetailWidget
        className="history-area"
        loadingLabel={t('history.loading')}
        onNavigate={onNavigate}
        list={<HistoryListView pageSize={pageSize} initialFilters={initialFilters} />}
        detail={
          shown ? (
            <HistoryDetailView
              key={`${shown.entityType}/${shown.id}`}
              entityType={shown.entityType}
              requestId={shown.id}
            />
          ) : null
        }
      />
    </HistoryNavigationProvider>
  );
}

/** The element's `status` and `action` attributes as filters; unknown values are ignored. */
export function widgetFilters(status: string | undefined, action: string | undefined): HistoryFilters {
  const groups = (status ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value): value is HistoryStatusGroup => (HISTORY_STATUS_FILTERS as readonly string[]).includes(value));
  const actions = (action ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter((value): value is HistoryAction => value === 'grant' || value === 'revoke');
  return { ...EMPTY_HISTORY_FILTERS, statusGroups: groups, actions };
}
