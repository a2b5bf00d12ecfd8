import { useParams } from 'react-router-dom';
import { ConsolePage } from './ConsolePage';
import { EntityCreate } from './EntityItemView';

/** `#/entities/<definition>/create`: a new item. */
export default function CreatePage() {
  const { definition = '' } = useParams();
  return (
    <ConsolePage>
      <EntityCreate key={definition} entityKey={definition} />
    </ConsolePage>
  );
}
