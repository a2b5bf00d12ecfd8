import { useResourceDetails } from './queries';
import { BackToResources, BindingText, ResourceNotRead } from './ResourceDetailParts';
import { ResourceAssignments } from './ResourceAssignments';
import { Heading } from '../../ui/Heading';

/** Who holds one resource, on its own page. */
export function ResourceAssignmentsView({ dn }: { dn: string }) {
  const resource = useResourceDetails(dn);
  if (!resource.isSuccess) return <ResourceNotRead resource={resource} />;
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
