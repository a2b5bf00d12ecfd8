import { useParams } from 'react-router-dom';
import { ConsolePage } from './ConsolePage';
import { MapResourcesView } from './MapResourcesView';

/** `#/role/mapresources/<dn>` (right `mapresources`). */
export default function MapResourcesPage() {
  const { dn = '' } = useParams();
  return (
    <ConsolePage>
      <MapResourcesView key={dn} dn={dn} />
    </ConsolePage>
  );
}
