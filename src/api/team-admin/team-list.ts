import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { contractAnswer, type ContractSchema } from '../../domain/contract';
import { normalizeLookupParams } from '../../domain/lookup';
import { isTeamType, type TeamType } from '../../domain/team-types';
import { asArray, asBoolean, asObject, asString, page, readNextIndex, readTotal } from '../lookups/read';
import type { LookupPage, LookupQuery } from '../lookups/types';
import { teamAdminKeys } from './keys';

/**
 * The team list's read (`access/teams/managelist`) on its own: the list loads it without the team's details,
 * recipients and permissions readers (`teams.ts`), which come with a team's page.
 */

type TargetSetNode = ContractSchema<'TargetSetNode'>;

export interface TeamPerson {
  dn: string;
  name: string;
}

export interface TeamSummary {
  dn: string;
  name: string;
  description: string;
  type: TeamType;
  managers: TeamPerson[];
  /** A team manager sees the team; only administrators change it. */
  readOnly: boolean;
}

export const readPerson = (value: unknown): TeamPerson => {
  const o = asObject(value);
  const dn = asString(o.dn);
  return { dn, name: asString(o.name) || dn };
};

export function readTeamSummary(value: unknown): TeamSummary {
  const o = contractAnswer<TargetSetNode>(value);
  const dn = asString(o.dn);
  const type = asString(asArray(o.domainTypes)[0]);
  return {
    dn,
    name: asString(o.name) || dn,
    description: asString(o.description),
    type: isTeamType(type) ? type : 'A',
    managers: asArray(o.requestors).map(readPerson),
    readOnly: asBoolean(o.readOnly),
  };
}

export interface TeamListQuery extends LookupQuery {
  /** One team type, or every type when left out. */
  type?: TeamType;
}

/**
 * GET `access/teams/managelist` (q, nextIndex, size, sortOrder, type): every team for administrators, the
 * teams one manages for a team manager.
 */
export async function fetchTeamList(
  core: IdmCore,
  query: TeamListQuery = {},
  signal?: AbortSignal,
): Promise<LookupPage<TeamSummary>> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/teams/managelist'),
      query: { ...normalizeLookupParams(query), sortOrder: query.sortOrder, type: query.type },
      signal,
    }),
  );
  return page(asArray(body.teams).map(readTeamSummary), readNextIndex(body), readTotal(body, 'totalCount', 'total'));
}

/** The list's query options (`teamAdminQueries.list`). */
export const teamListQuery = (core: IdmCore, query: TeamListQuery) =>
  queryOptions({
    queryKey: teamAdminKeys.list(query),
    queryFn: ({ signal }) => fetchTeamList(core, query, signal),
    placeholderData: keepPreviousData,
  });
