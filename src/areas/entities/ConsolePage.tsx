import type { ReactNode } from 'react';
import { useAreaStyles } from '../../ui/area';
import { useConsoleEntitiesNavigation } from './console-navigation';
import { EntitiesNavigationProvider } from './navigation';
import styles from './entities.css?inline';

/** A console page of the area: its stylesheet and the hash-route navigation around `children`. */
export function ConsolePage({ children }: { children: ReactNode }) {
  const ref = useAreaStyles<HTMLDivElement>(styles);
  return (
    <div ref={ref} className="entities-area">
      <EntitiesNavigationProvider value={useConsoleEntitiesNavigation()}>{children}</EntitiesNavigationProvider>
    </div>
  );
}
