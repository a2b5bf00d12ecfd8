import { useResourceDetails } from './queries';
import { BackToResources, BindingText, ResourceNotRead } from './ResourceDetailParts';
import { ResourceAssignments } from './ResourceAssignments';
import { AdminPage } from '../../ui/area/AdminPage';
import { ResourcePagesTexts } from './ResourcePagesTexts';

/** Who holds one resource, on its own page (the resource asked for before the page's texts are in). */
export function ResourceAssignmentsView({ dn }: { dn: string }) {
  useResourceDetails(dn);
  return (
    <ResourcePagesTexts>
      <ResourceHolders dn={dn} />
    </ResourcePagesTexts>
  );
}

function ResourceHolders({ dn }: { dn: string }) {
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
