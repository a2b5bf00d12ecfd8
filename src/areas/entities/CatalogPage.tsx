import { useParams } from 'react-router-dom';
import { ConsolePage } from './ConsolePage';
import { EntityCatalog } from './EntityCatalog';

/** `#/entities` and `#/entities/<definition>`: the definitions and one's items. */
export default function CatalogPage() {
  const { definition } = useParams();
  return (
    <ConsolePage>
      <EntityCatalog entityKey={definition} />
    </ConsolePage>
  );
}
