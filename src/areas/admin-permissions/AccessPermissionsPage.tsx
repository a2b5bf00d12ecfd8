import { AccessPermissions } from './AccessPermissions';
import { ConsolePage } from './ConsolePage';

/** `#/permissions/access`: the access permissions list. */
export default function AccessPermissionsPage() {
  return (
    <ConsolePage current="access">
      <AccessPermissions />
    </ConsolePage>
  );
}
