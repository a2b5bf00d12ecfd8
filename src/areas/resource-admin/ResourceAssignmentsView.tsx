import { useTranslation } from 'react-i18next';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { LoadFailure } from '../../ui/LoadFailure';
import { useResourceDetails } from './queries';
import { isHttpStatus } from '../../core';
import { BackToResources, BindingText, ResourceNotYours } from './ResourceDetailParts';
import { ResourceAssignments } from './ResourceAssignments';
import { Heading } from '../../ui/Heading';

/** Who holds one resource, on its own page. */
export function ResourceAssignmentsView({ dn }: { dn: string }) {
  const { t } = useTranslation();
  const resource = useResourceDetails(dn);
  if (resource.isPending) return <ComponentLoader label={t('resourceAdmin.loadingResource')} />;
  if (resource.isError && isHttpStatus(resource.error, 403)) return <ResourceNotYours />;
  if (resource.isError)
    return (
      <section className="idm-admin">
        <BackToResources />
        <LoadFailure
          what={t('resourceAdmin.failedResource')}
          error={resource.error}
          onRetry={() => void resource.refetch()}
        />
      </section>
    );
  return (
    <section className="idm-admin" part="resource-assignments-page" aria-labelledby="resource-admin-assignments-title">
      <BackToResources />
      <Heading id="resource-admin-assignments-title">
        <bdi>{resource.data.name}</bdi>
      </Heading>
      <p>
        <BindingText resource={resource.data} />
      </p>
      <ResourceAssignments resource={resource.data} />
    </section>
  );
}
