import { useParams } from 'react-router-dom';
import historyCss from './history.css?inline';
import { HistoryDetailView } from './HistoryDetailView';
import { useConsoleHistoryNavigation } from './console-navigation';
import { HistoryNavigationProvider } from './navigation';
import { useAreaStyles } from '../../ui/area';

/** `#/history/<entityType>/<requestId>`: one request with its timeline. */
export default function HistoryDetailPage() {
  const ref = useAreaStyles<HTMLDivElement>(historyCss);
  const { entityType = '', requestId = '' } = useParams();
  return (
    <div ref={ref} className="history-area">
      <HistoryNavigationProvider value={useConsoleHistoryNavigation()}>
        <HistoryDetailView key={`${entityType}/${requestId}`} entityType={entityType} requestId={requestId} />
      </HistoryNavigationProvider>
    </div>
  );
}
