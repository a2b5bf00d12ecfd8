import { useTranslation } from '../../core/react';
import { useCreateRole } from '../../api/catalog-admin';
import { useRoleAdminNavigation } from './navigation';
import { BackToRoles } from './BackToRoles';
import { RoleForm } from './RoleForm';
import { EMPTY_ROLE } from './role-form-value';
import { AdminPage } from '../../ui/area/AdminPage';
import { RoleEditorTexts } from './RoleEditorTexts';

/** A new role; once created, its page opens (relationships and assignments are made there). */
export function RoleCreate() {
  return (
    <RoleEditorTexts>
      <NewRole />
    </RoleEditorTexts>
  );
}

function NewRole() {
  const { t } = useTranslation();
  const navigation = useRoleAdminNavigation();
  const create = useCreateRole();
  return (
    <AdminPage part="role-create" back={<BackToRoles />} title={t('roleAdminEditor.createTitle')}>
      <RoleForm
        initial={EMPTY_ROLE}
        editing={false}
        submitLabel={t('roleAdmin.create')}
        onSave={(value) => create.mutateAsync(value)}
        onSaved={(_value, role) => {
          navigation.changed?.({ action: 'created', dns: [role.dn] });
          if (role.dn) navigation.go({ page: 'detail', dn: role.dn });
        }}
      />
    </AdminPage>
  );
}
