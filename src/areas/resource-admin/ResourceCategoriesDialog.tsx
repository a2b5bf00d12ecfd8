import { useTranslation } from '../../core/react';
import { useCreateResourceCategory, useDeleteResourceCategory } from '../../api/resource-admin';
import { validateResourceName } from '../../domain/resource-admin';
import { CategoriesDialog } from '../../ui/area';
import { useResourceCategories } from './list-queries';
import ResourcePagesStyles from './ResourcePagesStyles';
import { ResourcePagesTexts } from './ResourcePagesTexts';

/** The resource categories (the resources in a deleted one lose it): the shared categories dialog. */
export function ResourceCategoriesDialog({ onClose }: { onClose(): void }) {
  return (
    <ResourcePagesStyles>
      <ResourcePagesTexts>
        <ResourceCategories onClose={onClose} />
      </ResourcePagesTexts>
    </ResourcePagesStyles>
  );
}

function ResourceCategories({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <CategoriesDialog
      categories={useResourceCategories()}
      create={useCreateResourceCategory()}
      remove={useDeleteResourceCategory()}
      validate={validateResourceName}
      labels={{
        heading: t('resourceAdminPages.categoriesHeading'),
        name: t('resourceAdminPages.categoryName'),
        add: t('resourceAdminPages.addCategory'),
        required: t('resourceAdminPages.required'),
        invalidCharacter: t('resourceAdminPages.invalidCharacter'),
        failed: t('resourceAdminPages.failedCategories'),
        deleteOne: (name) => t('resourceAdminPages.deleteCategory', { name }),
        deleteQuestion: (name) => t('resourceAdminPages.deleteCategoryQuestion', { name }),
        delete: t('resourceAdmin.delete'),
        confirmDelete: t('resourceAdmin.confirmDelete'),
        cancel: t('resourceAdmin.cancel'),
      }}
      onClose={onClose}
    />
  );
}
