import { useTranslation } from '../../core/react';
import { useCreateResource } from '../../api/resource-admin';
import { useResourceAdminNavigation } from './navigation';
import { BackToResources } from './ResourceDetailParts';
import { ResourceForm } from './ResourceForm';
import { EMPTY_RESOURCE } from './resource-form-value';
import { AdminPage } from '../../ui/area/AdminPage';
import { ResourcePagesTexts } from './ResourcePagesTexts';

/** A new resource; once created, its page opens (assignments are made there). */
export function ResourceCreate() {
  return (
    <ResourcePagesTexts>
      <NewResource />
    </ResourcePagesTexts>
  );
}

function NewResource() {
  const { t } = useTranslation();
  const navigation = useResourceAdminNavigation();
  const create = useCreateResource();
  return (
    <AdminPage part="resource-create" back={<BackToResources />} title={t('resourceAdminPages.createTitle')}>
      <ResourceForm
        initial={EMPTY_RESOURCE}
        submitLabel={t('resourceAdmin.create')}
        onSave={(value) => create.mutateAsync(value)}
        onSaved={(_value, resource) => {
          navigation.changed?.({ action: 'created', dns: [resource.dn] });
          if (resource.dn) navigation.go({ page: 'detail', dn: resource.dn });
        }}
      />
    </AdminPage>
  );
}
