import { useTranslation } from 'react-i18next';
import { useCreateResource } from '../../api/resource-admin';
import { useResourceAdminNavigation } from './navigation';
import { BackToResources } from './ResourceDetailParts';
import { ResourceForm } from './ResourceForm';
import { EMPTY_RESOURCE } from './resource-form-value';
import { Heading } from '../../ui/Heading';

/** A new resource; once created, its page opens (assignments are made there). */
export function ResourceCreate() {
  const { t } = useTranslation();
  const navigation = useResourceAdminNavigation();
  const create = useCreateResource();
  return (
    <section className="idm-admin" part="resource-create" aria-labelledby="resource-admin-create-title">
      <BackToResources />
      <Heading id="resource-admin-create-title">{t('resourceAdmin.createTitle')}</Heading>
      <ResourceForm
        initial={EMPTY_RESOURCE}
        submitLabel={t('resourceAdmin.create')}
        onSave={(value) => create.mutateAsync(value)}
        onSaved={(_value, resource) => {
          navigation.changed?.({ action: 'created', dns: [resource.dn] });
          if (resource.dn) navigation.go({ page: 'detail', dn: resource.dn });
        }}
      />
    </section>
  );
}
