import type { ReactNode } from 'react';
import { useAreaStyles } from '../../ui/area';
import styles from './server-admin.css?inline';

/** A console page of the area (`#/configuration/<page>`): its stylesheet and the page (each route's chunk carries its own). */
export function ConsolePage({ children }: { children: ReactNode }) {
  const ref = useAreaStyles<HTMLDivElement>(styles);
  return (
    <div ref={ref} className="idm-admin-area">
      {children}
    </div>
  );
}
