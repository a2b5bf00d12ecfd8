import { useTranslation } from '../../core/react';
import { BackToRoles } from './BackToRoles';
import { Heading } from '../../ui/Heading';

/**
 * The server refuses a role outside the caller's scope (403): its details, relations and mappings alike, so
 * there is nothing to show or change.
 */
export function RoleNotYours() {
  const { t } = useTranslation();
  return (
    <section className="idm-admin" part="role-not-yours" aria-labelledby="role-admin-not-yours">
      <BackToRoles />
      <Heading id="role-admin-not-yours">{t('roleAdminEditor.notYours')}</Heading>
      <p>{t('roleAdminEditor.notYoursText')}</p>
    </section>
  );
}
