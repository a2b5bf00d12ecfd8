import { useQuery } from '@tanstack/react-query';
import { accessQuery, fetchAssignments, useRevokeAssignments, type Assignment } from '../../api/access';
import type { IdmCore } from '../../core';
import { useCore, useCoreStore } from '../../core/react';

/** Assignments per request: the profile lists them all (a person holds tens, rarely hundreds). */
const PAGE = 300;
/** A guard against a server that never stops paging. */
const MAX_PAGES = 50;

/** Every assignment of the signed-in user (GET `access/assignments`, page after page). */
async function fetchAllAssignments(core: IdmCore, _params: unknown, signal?: AbortSignal): Promise<Assignment[]> {
  const all: Assignment[] = [];
  let nextIndex = 1;
  for (let page = 0; page < MAX_PAGES && nextIndex > 0; page += 1) {
    const answer = await fetchAssignments(core, { nextIndex, size: PAGE, sortBy: 'name', sortOrder: 'asc' }, signal);
    all.push(...answer.items);
    nextIndex = answer.nextIndex > nextIndex ? answer.nextIndex : -1;
  }
  return all;
}

/** My roles and resources, under the access keys (so every access mutation and proxy switch refreshes them). */
export function useMyAssignments() {
  const core = useCore();
  useCoreStore('$proxy');
  return useQuery(accessQuery(core, 'assignments', { all: true }, fetchAllAssignments));
}

/** Revokes one of my assignments; the access api reports the structured answer in the banner. */
export function useRevokeMyAssignment() {
  const revoke = useRevokeAssignments();
  return {
    isPending: revoke.isPending,
    revoke: (assignment: Assignment, reason: string) =>
      revoke.mutateAsync({ items: [{ itemDn: assignment.itemDn, entityType: assignment.entityType }], reason }),
  };
}
