import { ConsolePage } from './ConsolePage';
import { RoleList } from './RoleList';

/** `#/role`: the role catalog. */
export default function RoleListPage() {
  return (
    <ConsolePage>
      <RoleList />
    </ConsolePage>
  );
}
