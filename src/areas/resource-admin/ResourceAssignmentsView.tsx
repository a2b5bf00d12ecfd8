import { useResourceDetails } from './queries';
import { BackToResources, BindingText, ResourceNotRead } from './ResourceDetailParts';
import { ResourceAssignments } from './ResourceAssignments';
import { AdminPage } from '../../ui/area/AdminPage';

/** Who holds one resource, on its own page. */
export function ResourceAssignmentsView({ dn }: { dn: string }) {
  const resource = useResourceDetails(dn);
  if (!resource.isSuccess) return <ResourceNotRead resource={resource} />;
  return (
    <AdminPage part="resource-assignments-page" back={<BackToResources />} title={<bdi>{resource.data.name}</bdi>}>
      <p>
        <BindingText resource={resource.data} />
      </p>
      <ResourceAssignments resource={resource.data} />
    </AdminPage>
  );
}
