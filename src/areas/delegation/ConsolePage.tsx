import type { ReactNode } from 'react';
import { useAreaStyles } from '../../ui/area';
import { useConsoleDelegationNavigation } from './console-navigation';
import { DelegationNavigationProvider } from './navigation';
import styles from './delegation.css?inline';

/** A console page of the area: its stylesheet and the hash-route navigation around `children`. */
export function ConsolePage({ children }: { children: ReactNode }) {
  const ref = useAreaStyles<HTMLDivElement>(styles);
  return (
    <div ref={ref} className="delegation-area">
      <DelegationNavigationProvider value={useConsoleDelegationNavigation()}>{children}</DelegationNavigationProvider>
    </div>
  );
}
