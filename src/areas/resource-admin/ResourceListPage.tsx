/** `#/resource`, `#/resource/create` and `#/resource/entitlements`. */
import { ConsolePage } from './ConsolePage';
import { ResourceList } from './ResourceList';

export default function ResourceListPage() {
  return (
    <ConsolePage>
      <ResourceList />
    </ConsolePage>
  );
}
