import { ConsolePage } from './ConsolePage';
import { RoleCreate } from './RoleCreate';

/** `#/role/create` (right `create Role`). */
export default function RoleCreatePage() {
  return (
    <ConsolePage>
      <RoleCreate />
    </ConsolePage>
  );
}
