import { useTranslation } from '../../core/react';
import { useChildRoles, useMappedResources } from './queries';
import { Heading } from '../../ui/Heading';

/** What holding this role brings through the hierarchy: its child roles and the resources mapped to it. */
export function RoleGains({ dn }: { dn: string }) {
  const { t } = useTranslation();
  const children = useChildRoles(dn).data?.items ?? [];
  const resources = useMappedResources(dn).data?.items ?? [];
  if (children.length === 0 && resources.length === 0) return null;
  return (
    <section className="idm-admin-card" part="role-gains" aria-labelledby="role-admin-gains">
      <Heading depth={1} id="role-admin-gains">
        {t('roleAdminEditor.gains')}
      </Heading>
      <ul className="role-admin-gains">
        {children.map((role) => (
          <li key={role.dn}>
            <bdi>{role.name}</bdi> <span className="role-admin-gain-kind">({t('roleAdminEditor.gainRole')})</span>
          </li>
        ))}
        {resources.map((resource) => (
          <li key={resource.dn}>
            <bdi>{resource.name}</bdi>{' '}
            <span className="role-admin-gain-kind">({t('roleAdminEditor.gainResource')})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
