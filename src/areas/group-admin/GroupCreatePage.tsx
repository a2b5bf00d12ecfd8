import { ConsolePage } from './ConsolePage';
import { GroupCreate } from './GroupDetail';

/** `#/groups/create`: a new group. */
export default function GroupCreatePage() {
  return (
    <ConsolePage>
      <GroupCreate />
    </ConsolePage>
  );
}
