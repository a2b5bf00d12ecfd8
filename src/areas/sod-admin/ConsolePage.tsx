import type { ReactNode } from 'react';
import { useAreaStyles } from '../../ui/area';
import { useConsoleSodNavigation } from './console-navigation';
import { SodAdminNavigationProvider } from './navigation';
import styles from './sod-admin.css?inline';

/** A console page of the area: its stylesheet and the hash-route navigation around `children`. */
export function ConsolePage({ children }: { children: ReactNode }) {
  const ref = useAreaStyles<HTMLDivElement>(styles);
  return (
    <div ref={ref} className="sod-admin-area">
      <SodAdminNavigationProvider value={useConsoleSodNavigation()}>{children}</SodAdminNavigationProvider>
    </div>
  );
}
