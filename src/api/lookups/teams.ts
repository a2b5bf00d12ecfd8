import type { IdmCore } from '../../core';
import { asArray, asObject, asString, lookupQueryParams, page, readNextIndex, readTotal } from './read';
import type { LookupPage, LookupQuery } from './types';

export interface TeamLookupQuery extends LookupQuery {
  /** Team type filter (spec: A, P, R, S, C). */
  type?: string;
  pType?: string;
}

export interface TeamLookupItem {
  dn: string;
  name: string;
  description: string;
}

export function readTeamLookupItem(value: unknown): TeamLookupItem {
  const o = asObject(value);
  const dn = asString(o.dn);
  return { dn, name: asString(o.name) || dn, description: asString(o.description) };
}

/**
 * GET `access/teams/managelist` (q, nextIndex, size, type, pType; sortOrder too): the teams the user
 * manages — every team for an administrator.
 */
export async function fetchTeams(core: IdmCore, params: TeamLookupQuery = {}, signal?: AbortSignal): Promise<LookupPage<TeamLookupItem>> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/teams/managelist'),
      query: { ...lookupQueryParams(params), type: params.type, pType: params.pType },
      signal,
    }),
  );
  return page(asArray(body.teams).map(readTeamLookupItem), readNextIndex(body), readTotal(body, 'totalCount', 'total'));
}
