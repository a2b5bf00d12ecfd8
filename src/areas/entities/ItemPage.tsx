import { useParams } from 'react-router-dom';
import { ConsolePage } from './ConsolePage';
import { EntityItemView } from './EntityItemView';

/** `#/entities/<definition>/<dn>`: an item (where the user pages' entity links land). */
export default function ItemPage() {
  const { definition = '', dn = '' } = useParams();
  return (
    <ConsolePage>
      <EntityItemView key={`${definition}|${dn}`} entityKey={definition} dn={dn} />
    </ConsolePage>
  );
}
