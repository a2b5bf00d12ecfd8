import type { KeyValueStorage } from '../../core/env';
import type { ProxyUser } from '../../core/stores';

/** sessionStorage: the proxied user, so that a reload stays in proxy mode (this tab only). */
export const PROXY_STORAGE_KEY = 'idm.proxyUser';

interface StoredProxy extends ProxyUser {
  /** The signed-in user who chose it: another user signing in in this tab never inherits it. */
  ownerDn: string;
}

export function saveProxyUser(storage: KeyValueStorage, ownerDn: string, user: ProxyUser): void {
  const stored: StoredProxy = { ownerDn, dn: user.dn, fullName: user.fullName };
  storage.setItem(PROXY_STORAGE_KEY, JSON.stringify(stored));
}

export function clearProxyUser(storage: KeyValueStorage): void {
  storage.removeItem(PROXY_STORAGE_KEY);
}

/** The stored proxy user when `ownerDn` chose it; anything else (and garbage) reads as none. */
export function readProxyUser(storage: KeyValueStorage, ownerDn: string): ProxyUser | null {
  try {
    const raw: unknown = JSON.parse(storage.getItem(PROXY_STORAGE_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const { ownerDn: owner, dn, fullName } = raw as Partial<Record<keyof StoredProxy, unknown>>;
    if (owner !== ownerDn || typeof dn !== 'string' || dn === '' || ownerDn === '') return null;
    return { dn, fullName: typeof fullName === 'string' ? fullName : '' };
  } catch {
    return null;
  }
}
