import type { ReactNode } from 'react';
import { useAreaStyles } from '../../ui/area';
import { useConsoleRoleNavigation } from './console-navigation';
import { RoleAdminNavigationProvider } from './navigation';
import styles from './role-admin-console.css?inline';

/** A console page of the area: its stylesheet and the hash-route navigation around `children`. */
export function ConsolePage({ children }: { children: ReactNode }) {
  const ref = useAreaStyles<HTMLDivElement>(styles);
  return (
    <div ref={ref} className="role-admin-area">
      <RoleAdminNavigationProvider value={useConsoleRoleNavigation()}>{children}</RoleAdminNavigationProvider>
    </div>
  );
}
