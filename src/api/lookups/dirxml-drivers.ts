import type { IdmCore } from '../../core';
import { asArray, asObject, asString } from './read';
import type { NoParams } from './types';

export interface DirXmlDriverItem {
  dn: string;
  name: string;
  guid: string;
}

/** GET `admin/driver` (administrators only): every DirXML driver of the driver set. Not paged. */
export async function fetchDirXmlDrivers(
  core: IdmCore,
  _params: NoParams = {},
  signal?: AbortSignal,
): Promise<DirXmlDriverItem[]> {
  const body = asObject(await core.http.request<unknown>({ url: core.http.rest('admin/driver'), signal }));
  return asArray(body.drivers).map((value) => {
    const o = asObject(value);
    const dn = asString(o.dn);
    return { dn, name: asString(o.name) || dn, guid: asString(o.guid) };
  });
}
