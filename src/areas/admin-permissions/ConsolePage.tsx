import type { ReactNode } from 'react';
import { useAreaStyles } from '../../ui/area';
import { AreaTabs } from './AreaTabs';
import { useConsoleAdminPermissionsNavigation } from './console-navigation';
import { AdminPermissionsNavigationProvider, type AdminPermissionsView } from './navigation';
import styles from './admin-permissions.css?inline';

/** A console page of the area: its stylesheet, its tabs and the hash-route navigation around `children`. */
export function ConsolePage({ current, children }: { current: AdminPermissionsView['page']; children: ReactNode }) {
  const ref = useAreaStyles<HTMLDivElement>(styles);
  return (
    <div ref={ref} className="idm-admin-area">
      <AdminPermissionsNavigationProvider value={useConsoleAdminPermissionsNavigation()}>
        <AreaTabs current={current} />
        {children}
      </AdminPermissionsNavigationProvider>
    </div>
  );
}
