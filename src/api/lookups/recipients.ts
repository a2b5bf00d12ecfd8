import type { IdmCore } from '../../core';
import { asArray, asObject, readRecipient } from './read';
import type { Recipient } from './types';

export interface TeamRecipientsQuery {
  teamDn: string;
}

/**
 * POST `access/teams/recipients/list` with `{dn}`: every recipient of a team (the Recipients tab). The
 * answer is not paged; the widget filters it locally (`filterRecipients`).
 */
export async function fetchTeamRecipients(
  core: IdmCore,
  params: TeamRecipientsQuery,
  signal?: AbortSignal,
): Promise<Recipient[]> {
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/teams/recipients/list'),
      body: { dn: params.teamDn },
      signal,
    }),
  );
  return asArray(body.recipients).map(readRecipient);
}

/** Spec section 5: the SoD recipient list is filtered locally, case-insensitively on name; '*' or blank = all. */
export function filterRecipients(recipients: readonly Recipient[], query: string | null | undefined): Recipient[] {
  const q = (query ?? '').trim().toLowerCase();
  if (q === '' || q === '*') return [...recipients];
  return recipients.filter((r) => r.name.toLowerCase().includes(q));
}
