import type { IdmCore } from '../../core';
import type { PickerItem } from '../../domain/picker-item';
import type { PickerTreeSource } from '../../domain/picker-source';
import { asArray, asObject, asString } from '../lookups/read';

/** The organization a DN lives in: its last component (`cn=a,ou=users,o=data` → `o=data`). */
export function organizationOf(dn: string): string {
  const parts = dn.split(/,(?=[A-Za-z]+=)/);
  return parts[parts.length - 1]?.trim() ?? '';
}

const toItem = (value: unknown): PickerItem => {
  const o = asObject(value);
  const dn = asString(o.dn);
  return { itemType: 'container', dn, id: dn, name: asString(o.name) || dn, type: 'user' };
};

/**
 * The directory's user containers as a picker tree (team recipients): POST `access/containers/container`
 * `{dn, type: 'user'}` for the organization of `userDn`, then for each container opened.
 */
export function userContainerSource(core: IdmCore, userDn: string): PickerTreeSource {
  const sub = async (dn: string, signal: AbortSignal) =>
    asObject(
      await core.http.request<unknown>({
        method: 'POST',
        url: core.http.rest('access/containers/container'),
        body: { dn, type: 'user' },
        signal,
      }),
    );
  return {
    async roots(_context, signal) {
      const root = organizationOf(userDn);
      if (root === '') return [];
      const body = await sub(root, signal);
      return [{ ...toItem(body), subContainers: asArray(body.subContainers).map(toItem) }];
    },
    async children(parent, _context, signal) {
      return asArray((await sub(parent.dn ?? '', signal)).subContainers).map(toItem);
    },
  };
}
