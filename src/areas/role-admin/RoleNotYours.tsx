import { useTranslation } from 'react-i18next';
import { BackToRoles } from './BackToRoles';

/**
 * The server refuses a role outside the caller's scope (403): its details, relations and mappings alike, so
 * there is nothing to show or change.
 */
export function RoleNotYours() {
  const { t } = useTranslation();
  return (
    <section className="idm-admin" part="role-not-yours" aria-labelledby="role-admin-not-yours">
      <BackToRoles />
      <h2 id="role-admin-not-yours">{t('roleAdmin.notYours')}</h2>
      <p>{t('roleAdmin.notYoursText')}</p>
    </section>
  );
}
