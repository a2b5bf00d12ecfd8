import type { ReactNode } from 'react';
import { useAreaStyles } from '../../ui/area';
import { useConsoleGroupNavigation } from './console-navigation';
import { GroupAdminNavigationProvider } from './navigation';
import styles from './group-admin.css?inline';

/** A console page of the area: its stylesheet and the hash-route navigation around `children`. */
export function ConsolePage({ children }: { children: ReactNode }) {
  const ref = useAreaStyles<HTMLDivElement>(styles);
  return (
    <div ref={ref} className="group-admin-area">
      <GroupAdminNavigationProvider value={useConsoleGroupNavigation()}>{children}</GroupAdminNavigationProvider>
    </div>
  );
}
