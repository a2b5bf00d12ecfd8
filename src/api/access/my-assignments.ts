import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { accessKeys } from './keys';
import { proxyUserOf } from './shared';
import type { Assignment } from './types';
import { fetchAssignments } from './assignments';

/** Assignments per request when all are read: a person holds tens, rarely hundreds. */
const ALL_PAGE = 300;
/** A guard against a server that never stops paging. */
const MAX_PAGES = 50;

/** Every assignment of the signed-in (or proxied) user (GET `access/assignments`, page after page). */
export async function fetchAllAssignments(core: IdmCore, signal?: AbortSignal): Promise<Assignment[]> {
  const all: Assignment[] = [];
  let nextIndex = 1;
  for (let page = 0; page < MAX_PAGES && nextIndex > 0; page += 1) {
    const answer = await fetchAssignments(
      core,
      { nextIndex, size: ALL_PAGE, sortBy: 'name', sortOrder: 'asc' },
      signal,
    );
    all.push(...answer.items);
    nextIndex = answer.nextIndex > nextIndex ? answer.nextIndex : -1;
  }
  return all;
}

/** My roles and resources, all of them, under the access keys (every access mutation and proxy switch refreshes them). */
export function myAssignmentsQuery(core: IdmCore) {
  return queryOptions({
    queryKey: accessKeys.of('assignments', proxyUserOf(core) ?? null, { all: true }),
    queryFn: ({ signal }) => fetchAllAssignments(core, signal),
  });
}
