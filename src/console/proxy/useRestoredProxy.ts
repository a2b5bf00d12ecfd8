import { useEffect, useState } from 'react';
import { useCore } from '../../core/react';
import { readProxyUser } from './proxy-storage';

/**
 * After a reload: takes the proxied user this tab stored back into `$proxy` (only when the same
 * user chose it). True once done, so that nothing calls the server as the wrong user before.
 */
export function useRestoredProxy(signedInDn: string | undefined): boolean {
  const core = useCore();
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (signedInDn === undefined) return;
    const stored = readProxyUser(core.env.sessionStorage, signedInDn);
    if (stored && !core.stores.$proxy.get()) core.stores.$proxy.set(stored);
    setRestored(true);
  }, [core, signedInDn]);
  return restored;
}
