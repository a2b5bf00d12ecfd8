import { ConsolePage } from './ConsolePage';
import { GroupList } from './GroupList';

/** `#/groups`: the groups. */
export default function GroupListPage() {
  return (
    <ConsolePage>
      <GroupList />
    </ConsolePage>
  );
}
