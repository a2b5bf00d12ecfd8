import { commonName } from '../../domain/format';
import { normalizeDn } from '../../domain/picker-item';
import type { IdmCore } from '../../core';
import type { CartStore } from './cart-store';

export interface RecipientPreset {
  /** The preselected recipient's DN (attribute or `?recipient=`). */
  dn: string;
  /** The signed-in (or proxied) user's DN: that one means myself. */
  selfDn: string;
  /** May the requester request on behalf of others? */
  allowed: boolean;
  store: CartStore;
  core: IdmCore;
  /** The DN refused (not allowed to request for others), or null. */
  onRefused(dn: string | null): void;
}

/**
 * Applies a preselected recipient to the cart: myself, a refusal, or that user as the one recipient (the DN's
 * common name until the quick info call gives the name). Its code comes only when a recipient is given.
 */
export function applyRecipientPreset({ dn, selfDn, allowed, store, core, onRefused }: RecipientPreset): void {
  if (normalizeDn(dn) === normalizeDn(selfDn)) {
    store.setMode('self');
    onRefused(null);
    return;
  }
  if (!allowed) {
    onRefused(dn);
    return;
  }
  onRefused(null);
  const current = store.$cart.get();
  if (current.mode === 'others' && current.recipients.some((r) => normalizeDn(r.dn) === normalizeDn(dn))) return;
  store.setMode('others');
  store.setRecipients([{ dn, name: commonName(dn), type: 'user' }]);
  void import('../../api/lookups/quick-info')
    .then(({ fetchUserQuickInfo }) => fetchUserQuickInfo(core, { dn }))
    .then(({ displayName: name }) => {
      if (!name) return;
      const now = store.$cart.get();
      store.setRecipients(now.recipients.map((r) => (normalizeDn(r.dn) === normalizeDn(dn) ? { ...r, name } : r)));
    })
    .catch(() => {});
}
