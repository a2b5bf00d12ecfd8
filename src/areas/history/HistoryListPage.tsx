import historyCss from './history.css?inline';
import { HistoryListView } from './HistoryListView';
import { useConsoleHistoryNavigation } from './console-navigation';
import { HistoryNavigationProvider } from './navigation';
import { useAreaStyles } from '../../ui/area';

/** `#/history`: the requests the user made or received (and their team's, for team managers). */
export default function HistoryListPage() {
  const ref = useAreaStyles<HTMLDivElement>(historyCss);
  return (
    <div ref={ref} className="history-area">
      <HistoryNavigationProvider value={useConsoleHistoryNavigation()}>
        <HistoryListView />
      </HistoryNavigationProvider>
    </div>
  );
}
