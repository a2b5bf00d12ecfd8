import type { IdmCore } from '../../core';
import { contractAnswer, type TeamNode } from '../../domain/contract';
import { asString, getLookupPage, lookupQueryParams } from './read';
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
  const o = contractAnswer<TeamNode>(value);
  const dn = asString(o.dn);
  return { dn, name: asString(o.name) || dn, description: asString(o.description) };
}

/**
 * GET `access/teams/managelist` (q, nextIndex, size, type, pType; sortOrder too): the teams the user
 * manages — every team for an administrator.
 */
export async function fetchTeams(
  core: IdmCore,
  params: TeamLookupQuery = {},
  signal?: AbortSignal,
): Promise<LookupPage<TeamLookupItem>> {
  return getLookupPage(
    core,
    'access/teams/managelist',
    { ...lookupQueryParams(params), type: params.type, pType: params.pType },
    signal,
    'teams',
    readTeamLookupItem,
    'totalCount',
    'total',
  );
}
