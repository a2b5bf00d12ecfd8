import { useCallback } from 'react';
import { useCore } from '../../core/react';
import { clearProxyUser } from '../proxy/proxy-storage';

/** Sign out: forgets the proxied user of this tab, then the core clears everything and logs out at the server. */
export function useSignOut(): () => void {
  const core = useCore();
  return useCallback(() => {
    clearProxyUser(core.env.sessionStorage);
    core.signOut();
  }, [core]);
}
