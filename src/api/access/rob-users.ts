import type { IdmCore } from '../../core';
import { normalizeLookupParams } from '../../domain/lookup';
import { asArray, asNumber, asObject, asString } from '../lookups/read';
import { proxyUserOf } from './shared';
import type { AccessPage, RobUser, RobUserQuery } from './types';

/** Page size of a team's members when requesting on behalf (spec section 9). */
export const ROB_TEAM_PAGE_SIZE = 5;

/**
 * GET `access/teams/recipients/userlist/v2` (client, q, size, nextIndex, teamDn): whom one may request for.
 * A team's members come 5 a page unless `size` says otherwise.
 */
export async function fetchRobUsers(
  core: IdmCore,
  query: RobUserQuery = {},
  signal?: AbortSignal,
): Promise<AccessPage<RobUser>> {
  const { q, size, nextIndex } = normalizeLookupParams({
    ...query,
    size: query.size ?? (query.teamDn ? ROB_TEAM_PAGE_SIZE : undefined),
  });
  const o = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/teams/recipients/userlist/v2'),
      query: { client: core.options.clientId, q, size, nextIndex, teamDn: query.teamDn, proxyUser: proxyUserOf(core) },
      signal,
    }),
  );
  return {
    items: asArray(o.recipients).map((r) => {
      const user = asObject(r);
      return {
        dn: asString(user.dn),
        name: asString(user.name) || asString(user.dn),
        type: asString(user.type) || 'user',
      };
    }),
    nextIndex: asNumber(o.nextIndex) ?? -1,
    total: asNumber(o.total) ?? 0,
  };
}
