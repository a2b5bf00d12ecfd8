import { useTranslation } from 'react-i18next';
import { useCreateRoleCategory, useDeleteRoleCategory } from '../../api/catalog-admin';
import { validateRoleName } from '../../domain/role-validation';
import { CategoriesDialog } from '../../ui/area';
import { useRoleCategories } from './queries';

/** The role categories (the roles in a deleted one lose it): the shared categories dialog. */
export function RoleCategoriesDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <CategoriesDialog
      categories={useRoleCategories()}
      create={useCreateRoleCategory()}
      remove={useDeleteRoleCategory()}
      validate={validateRoleName}
      labels={{
        heading: t('roleAdmin.categoriesHeading'),
        name: t('roleAdmin.categoryName'),
        add: t('roleAdmin.addCategory'),
        required: t('roleAdmin.required'),
        invalidCharacter: t('roleAdmin.invalidCharacter'),
        failed: t('roleAdmin.failedCategories'),
        deleteOne: (name) => t('roleAdmin.deleteCategory', { name }),
        deleteQuestion: (name) => t('roleAdmin.deleteCategoryQuestion', { name }),
        delete: t('roleAdmin.delete'),
        confirmDelete: t('roleAdmin.confirmDelete'),
        cancel: t('roleAdmin.cancel'),
      }}
      onClose={onClose}
    />
  );
}
