import type { ReactNode } from 'react';
import { useAreaStyles } from '../../ui/area';
import styles from './dashboard.css?inline';

/** A console page of the area: its stylesheet around `children`. */
export function ConsolePage({ children }: { children: ReactNode }) {
  const ref = useAreaStyles<HTMLDivElement>(styles);
  return (
    <div ref={ref} className="dashboard-area">
      {children}
    </div>
  );
}
