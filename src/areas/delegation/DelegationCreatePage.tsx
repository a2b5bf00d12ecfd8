import { ConsolePage } from './ConsolePage';
import { DelegationCreate } from './DelegationEditor';

/** `#/delegation/createDelegation` (right `createDelegation`). */
export default function DelegationCreatePage() {
  return (
    <ConsolePage>
      <DelegationCreate />
    </ConsolePage>
  );
}
