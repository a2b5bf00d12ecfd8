import { fetchSubContainers } from '../../api/lookups';
import type { IdmCore } from '../../core';
import type { PickerItem } from '../../domain/picker-item';
import type { PickerTreeSource } from '../../domain/picker-source';

/** The container a DN is in: everything after its first RDN ('' for a root). */
export const parentDn = (dn: string): string => {
  const match = /^(?:[^,\\]|\\.)*,(.*)$/.exec(dn);
  return match?.[1] ?? '';
};

const toItem = (c: { dn: string; name: string }): PickerItem => ({ itemType: 'container', dn: c.dn, name: c.name });
const node = (dn: string) => ({ dn, name: '', level: null, type: 'user', searchScope: 'one' });

/**
 * The directory's containers for the group form's picker: the organisation (`rootDn`, the users container's
 * parent) with its organisational units, deeper ones on expansion (POST access/containers/container).
 */
export function directoryTreeSource(core: IdmCore, rootDn: string): PickerTreeSource {
  return {
    async roots(_context, signal) {
      const subContainers = await fetchSubContainers(core, node(rootDn), signal);
      return [{ ...toItem({ dn: rootDn, name: rootDn }), subContainers: subContainers.map(toItem) }];
    },
    async children(parent, _context, signal) {
      return (await fetchSubContainers(core, node(parent.dn ?? ''), signal)).map(toItem);
    },
  };
}
