import { useTranslation } from '../../core/react';
import { OpenLink } from '../../ui/area';
import { useAdminPermissionsNavigation, type AdminPermissionsView } from './navigation';

/** The area's two lists: administrator assignments and the access permissions. */
export function AreaTabs({ current }: { current: AdminPermissionsView['page'] }) {
  const { t } = useTranslation();
  const navigation = useAdminPermissionsNavigation();
  const tabs = [
    { view: { page: 'assignments' } as const, label: t('adminAssignments.tab') },
    { view: { page: 'access' } as const, label: t('adminAssignments.accessTab') },
  ];
  return (
    <nav className="idm-admin-tabs" aria-label={t('adminAssignments.areaNavigation')}>
      {tabs.map(({ view, label }) => (
        <OpenLink
          key={view.page}
          className="idm-admin-tab"
          href={navigation.href(view)}
          onOpen={() => navigation.go(view)}
          current={current === view.page || (current === 'permissions' && view.page === 'assignments')}
        >
          {label}
        </OpenLink>
      ))}
    </nav>
  );
}
