import { fetchProxyCandidates } from '../../api/shell-proxy';
import type { IdmCore } from '../../core';
import type { ProxyUser } from '../../core/stores';
import type { PickerItem } from '../../domain/picker-item';
import type { PickerFetcher } from '../../domain/picker-source';

/** The picker's Users tab for PROXY AS: the users the signed-in user may proxy for (GET access/proxy/for). */
export function proxyCandidatesSource(core: IdmCore): PickerFetcher {
  return async (query, signal) => {
    const page = await fetchProxyCandidates(core, { q: query.q, nextIndex: query.nextIndex, size: query.size }, signal);
    const items = page.users.map((user) => {
      const item: PickerItem = { itemType: 'user', dn: user.dn, fullName: user.fullName };
      if (user.image) item.image = user.image;
      return item;
    });
    return page.total === undefined
      ? { items, nextIndex: page.nextIndex }
      : { items, nextIndex: page.nextIndex, total: page.total };
  };
}

export function pickerItemOf(user: ProxyUser): PickerItem {
  return { itemType: 'user', dn: user.dn, fullName: user.fullName };
}

/** The chosen picker item as the proxy user; null for nothing (or an item without a DN). */
export function proxyUserOf(item: PickerItem | undefined): ProxyUser | null {
  return item?.dn ? { dn: item.dn, fullName: item.fullName ?? item.name ?? '' } : null;
}
