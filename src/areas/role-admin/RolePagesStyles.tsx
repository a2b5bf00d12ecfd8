import type { ReactNode } from 'react';
import { useAreaStyles } from '../../ui/area';
import styles from './role-details.css?inline';

/**
 * The element's pages other than the list (a role, a new one, its mapped resources) and the list's categories
 * dialog with their sheet, which the element, opening on its list, does not carry: loaded beside their code
 * (RoleAdminWidget.tsx; the dialog imports it).
 */
export default function RolePagesStyles({ children }: { children: ReactNode }) {
  const ref = useAreaStyles<HTMLDivElement>(styles);
  return (
    <div ref={ref} className="role-admin-pages">
      {children}
    </div>
  );
}
