import type { ReactNode } from 'react';
import { useAreaStyles } from '../../ui/area';
import styles from './resource-details.css?inline';

/**
 * The element's pages other than the list (a resource, a new one, who holds it, the entitlements, CPRS) and the
 * list's dialogs with their sheet, which the element, opening on its list, does not carry: loaded beside their code
 * (ResourceAdminWidget.tsx; the dialogs import it).
 */
export default function ResourcePagesStyles({ children }: { children: ReactNode }) {
  const ref = useAreaStyles<HTMLDivElement>(styles);
  return (
    <div ref={ref} className="resource-admin-pages">
      {children}
    </div>
  );
}
