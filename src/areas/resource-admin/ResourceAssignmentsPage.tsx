import { useParams } from 'react-router-dom';
import { ConsolePage } from './ConsolePage';
import { ResourceAssignmentsView } from './ResourceAssignmentsView';

/** `#/resource/assignments/<dn>`: who holds the resource. */
export default function ResourceAssignmentsPage() {
  const { dn = '' } = useParams();
  return (
    <ConsolePage>
      <ResourceAssignmentsView key={dn} dn={dn} />
    </ConsolePage>
  );
}
