import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { sectionPath } from '../../core/navigation';
import { useCore, useCoreStore } from '../../core/react';
import type { ProxyUser } from '../../core/stores';
import { clearProxyUser, saveProxyUser } from './proxy-storage';

/** Where proxy mode starts and ends (spec section 4). */
export const PROXY_HOME = sectionPath('tasks');

export interface ProxyMode {
  /** The user acted for; null outside proxy mode. */
  user: ProxyUser | null;
  /** On: stores the user for calls (`$proxy`, and this tab's sessionStorage), then the tasks page. */
  enter(user: ProxyUser): void;
  /** Off: clears the user (the full menu comes back), then the tasks page. */
  exit(): void;
}

export function useProxyMode(): ProxyMode {
  const core = useCore();
  const navigate = useNavigate();
  const user = useCoreStore('$proxy');

  const enter = useCallback(
    (proxyUser: ProxyUser) => {
      saveProxyUser(core.env.sessionStorage, core.stores.$user.get()?.dn ?? '', proxyUser);
      core.stores.$proxy.set(proxyUser);
      navigate(PROXY_HOME);
    },
    [core, navigate],
  );

  const exit = useCallback(() => {
    clearProxyUser(core.env.sessionStorage);
    core.stores.$proxy.set(null);
    navigate(PROXY_HOME);
  }, [core, navigate]);

  return { user, enter, exit };
}
