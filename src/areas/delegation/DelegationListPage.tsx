import { ConsolePage } from './ConsolePage';
import { DelegationList } from './DelegationList';

/** `#/delegation`: the delegations. */
export default function DelegationListPage() {
  return (
    <ConsolePage>
      <DelegationList />
    </ConsolePage>
  );
}
