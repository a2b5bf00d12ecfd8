import { useCoreStore } from '../../core/react';

/** Whom the page acts for: the proxied user in proxy mode (the server acts as them), else the signed-in user. */
export function useActingDn(): string | null {
  const proxy = useCoreStore('$proxy');
  const user = useCoreStore('$user');
  return proxy?.dn ?? user?.dn ?? null;
}
