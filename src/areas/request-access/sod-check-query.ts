import { useQuery } from '@tanstack/react-query';
import { sodCheckQuery } from '../../api/access';
import { useCore } from '../../core/react';
import type { CatalogItem, RequestRecipient } from './model';

/**
 * The SoD pre-check of the cart (null when the rules may not be read: no pre-check). Keyed by the cart's
 * roles and recipients; for oneself the recipient is the signed-in (or proxied) user. Apart from the
 * area's other queries: only the cart's contents (CartContents, loaded when first needed) use it.
 */
export function useSodCheck(items: readonly CatalogItem[], recipients: readonly RequestRecipient[], selfDn: string) {
  const roleDns = items.filter((item) => item.kind === 'role').map((item) => item.id);
  const targets = recipients.length > 0 ? recipients : selfDn ? [{ dn: selfDn, name: '', type: 'user' as const }] : [];
  return useQuery(sodCheckQuery(useCore(), { roleDns, recipients: targets }));
}
