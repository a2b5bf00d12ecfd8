import { defineAreaRoutes } from '../../core/navigation';
import { historyStrings } from './strings';

/**
 * Request history: the list (`#/history`) and one request's details
 * (`#/history/<entityType>/<id>`; the server finds a request by both).
 */
export default defineAreaRoutes({
  area: 'history',
  strings: [historyStrings],
  sections: [
    {
      section: 'history',
      routes: [
        { path: '', load: () => import('./HistoryListPage') },
        { path: ':entityType/:requestId', load: () => import('./HistoryDetailPage') },
      ],
    },
  ],
});

export { historyLinks, historyPaths } from './links';
