/** `#/resource`, `#/resource/create` and `#/resource/entitlements`. */
import { ConsolePage } from './ConsolePage';
import { EntitlementsBrowser } from './EntitlementsBrowser';

export default function EntitlementsPage() {
  return (
    <ConsolePage>
      <EntitlementsBrowser />
    </ConsolePage>
  );
}
