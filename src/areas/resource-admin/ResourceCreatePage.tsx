/** `#/resource`, `#/resource/create` and `#/resource/entitlements`. */
import { ConsolePage } from './ConsolePage';
import { ResourceCreate } from './ResourceCreate';

export default function ResourceCreatePage() {
  return (
    <ConsolePage>
      <ResourceCreate />
    </ConsolePage>
  );
}
