import { useTranslation } from '../../core/react';
import { DetailBackLink } from '../../ui/area';
import { useRoleAdminNavigation } from './navigation';

/** The way back to the role list, above a role's page and the new-role form. */
export function BackToRoles() {
  const { t } = useTranslation();
  const navigation = useRoleAdminNavigation();
  return (
    <DetailBackLink
      href={navigation.href({ page: 'list' })}
      onOpen={() => navigation.go({ page: 'list' })}
      label={t('roleAdminEditor.backToRoles')}
      navLabel={t('roleAdminEditor.breadcrumb')}
    />
  );
}
