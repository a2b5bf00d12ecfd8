import { useParams } from 'react-router-dom';
import { ConsolePage } from './ConsolePage';
import { ResourceDetail } from './ResourceDetail';

/** `#/resource/detail/<dn>` (right `resource`). */
export default function ResourceDetailPage() {
  const { dn = '' } = useParams();
  return (
    <ConsolePage>
      <ResourceDetail key={dn} dn={dn} />
    </ConsolePage>
  );
}
