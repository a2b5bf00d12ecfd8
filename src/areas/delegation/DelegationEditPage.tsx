import { useParams } from 'react-router-dom';
import { ConsolePage } from './ConsolePage';
import { DelegationEdit } from './DelegationEditor';

/** `#/delegation/edit/<id>` (right `createDelegation`). */
export default function DelegationEditPage() {
  const { id = '' } = useParams();
  return (
    <ConsolePage>
      <DelegationEdit id={id} />
    </ConsolePage>
  );
}
