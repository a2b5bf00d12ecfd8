import { Auditing } from './Auditing';
import { Caching } from './Caching';
import { Logging } from './Logging';
import type { ServerAdminPage } from './pages';
import { Statistics } from './Statistics';

/** One of the area's pages. */
export function ServerAdminView({ page }: { page: ServerAdminPage }) {
  if (page === 'caching') return <Caching />;
  if (page === 'logging') return <Logging />;
  if (page === 'auditing') return <Auditing />;
  return <Statistics />;
}
