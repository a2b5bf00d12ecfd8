import type { IdmCore } from '../../core';
import { asArray, asObject, lookupQueryParams, page, readNextIndex, readRecipient, readTotal } from './read';
import type { LookupPage, LookupQuery, Recipient } from './types';

export interface TeamMembersQuery extends LookupQuery {
  teamDn: string;
  /** Client settings id; the core's when left out. */
  clientId?: string;
}

/**
 * GET `access/teams/team/userlist` (q, nextIndex, size, sortOrder, teamDn, client): the users of a team,
 * for the team members dialog. The swagger's `access/teams/members` takes a `memberDn` but no search or
 * sort; `team/userlist` has exactly the spec's parameters, so it is the one used.
 */
export async function fetchTeamMembers(
  core: IdmCore,
  params: TeamMembersQuery,
  signal?: AbortSignal,
): Promise<LookupPage<Recipient>> {
  const { teamDn, clientId, ...query } = params;
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/teams/team/userlist'),
      query: { ...lookupQueryParams(query), teamDn, client: clientId ?? core.options.clientId },
      signal,
    }),
  );
  return page(asArray(body.recipients).map(readRecipient), readNextIndex(body), readTotal(body, 'total'));
}
