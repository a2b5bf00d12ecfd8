import { useAreaStyles } from '../../ui/area';
import type { ServerAdminPage } from './pages';
import styles from './server-admin.css?inline';
import { ServerAdminView } from './ServerAdminView';

/** A console page of the area (`#/configuration/<page>`): its stylesheet and the page. */
export function ConsolePage({ page }: { page: ServerAdminPage }) {
  const ref = useAreaStyles<HTMLDivElement>(styles);
  return (
    <div ref={ref} className="idm-admin-area">
      <ServerAdminView page={page} />
    </div>
  );
}
