import type { ReactNode } from 'react';
import { useAreaStyles } from '../../ui/area';
import { useConsoleResourceNavigation } from './console-navigation';
import { ResourceAdminNavigationProvider } from './navigation';
import styles from './resource-admin-console.css?inline';

/** A console page of the area: its stylesheet and the hash-route navigation around `children`. */
export function ConsolePage({ children }: { children: ReactNode }) {
  const ref = useAreaStyles<HTMLDivElement>(styles);
  return (
    <div ref={ref} className="resource-admin-area">
      <ResourceAdminNavigationProvider value={useConsoleResourceNavigation()}>
        {children}
      </ResourceAdminNavigationProvider>
    </div>
  );
}
