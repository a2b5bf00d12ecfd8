import type { ReactNode } from 'react';
import { useAreaStyles } from '../../ui/area';
import { useConsoleTeamNavigation } from './console-navigation';
import { TeamAdminNavigationProvider } from './navigation';
import styles from './team-admin.css?inline';

/** A console page of the area: its stylesheet and the hash-route navigation around `children`. */
export function ConsolePage({ children }: { children: ReactNode }) {
  const ref = useAreaStyles<HTMLDivElement>(styles);
  return (
    <div ref={ref} className="team-admin-area">
      <TeamAdminNavigationProvider value={useConsoleTeamNavigation()}>{children}</TeamAdminNavigationProvider>
    </div>
  );
}
