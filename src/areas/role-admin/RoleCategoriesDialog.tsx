import { useTranslation } from '../../core/react';
import { useCreateRoleCategory, useDeleteRoleCategory } from '../../api/catalog-admin';
import { validateRoleName } from '../../domain/role-validation';
import { CategoriesDialog } from '../../ui/area';
import { useRoleCategories } from './queries';
import RolePagesStyles from './RolePagesStyles';
import { RoleEditorTexts } from './RoleEditorTexts';

/** The role categories (the roles in a deleted one lose it): the shared categories dialog, with its texts. */
export function RoleCategoriesDialog({ onClose }: { onClose(): void }) {
  return (
    <RolePagesStyles>
      <RoleEditorTexts>
        <RoleCategories onClose={onClose} />
      </RoleEditorTexts>
    </RolePagesStyles>
  );
}

function RoleCategories({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <CategoriesDialog
      categories={useRoleCategories()}
      create={useCreateRoleCategory()}
      remove={useDeleteRoleCategory()}
      validate={validateRoleName}
      labels={{
        heading: t('roleAdminEditor.categoriesHeading'),
        name: t('roleAdminEditor.categoryName'),
        add: t('roleAdminEditor.addCategory'),
        required: t('roleAdminEditor.required'),
        invalidCharacter: t('roleAdminEditor.invalidCharacter'),
        failed: t('roleAdminEditor.failedCategories'),
        deleteOne: (name) => t('roleAdminEditor.deleteCategory', { name }),
        deleteQuestion: (name) => t('roleAdminEditor.deleteCategoryQuestion', { name }),
        delete: t('roleAdmin.delete'),
        confirmDelete: t('roleAdmin.confirmDelete'),
        cancel: t('roleAdmin.cancel'),
      }}
      onClose={onClose}
    />
  );
}
