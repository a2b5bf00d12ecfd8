import { useTranslation } from 'react-i18next';
import { useCreateResourceCategory, useDeleteResourceCategory } from '../../api/resource-admin';
import { validateResourceName } from '../../domain/resource-admin';
import { CategoriesDialog } from '../../ui/area';
import { useResourceCategories } from './list-queries';

/** The resource categories (the resources in a deleted one lose it): the shared categories dialog. */
export function ResourceCategoriesDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <CategoriesDialog
      categories={useResourceCategories()}
      create={useCreateResourceCategory()}
      remove={useDeleteResourceCategory()}
      validate={validateResourceName}
      labels={{
        heading: t('resourceAdmin.categoriesHeading'),
        name: t('resourceAdmin.categoryName'),
        add: t('resourceAdmin.addCategory'),
        required: t('resourceAdmin.required'),
        invalidCharacter: t('resourceAdmin.invalidCharacter'),
        failed: t('resourceAdmin.failedCategories'),
        deleteOne: (name) => t('resourceAdmin.deleteCategory', { name }),
        deleteQuestion: (name) => t('resourceAdmin.deleteCategoryQuestion', { name }),
        delete: t('resourceAdmin.delete'),
        confirmDelete: t('resourceAdmin.confirmDelete'),
        cancel: t('resourceAdmin.cancel'),
      }}
      onClose={onClose}
    />
  );
}
