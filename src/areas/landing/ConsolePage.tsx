import type { ReactNode } from 'react';
import { useAreaStyles } from '../../ui/area';
import styles from './landing.css?inline';

/** A console page of the area: its stylesheet around `children`. */
export function ConsolePage({ children }: { children: ReactNode }) {
  const ref = useAreaStyles<HTMLDivElement>(styles);
  return (
    <div ref={ref} className="landing-area">
      {children}
    </div>
  );
}
