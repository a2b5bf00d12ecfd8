import { useQuery } from '@tanstack/react-query';
import { myAssignmentsQuery, useRevokeAssignments, type Assignment } from '../../api/access';
import { useCore, useCoreStore } from '../../core/react';

/** My roles and resources (every one of them); a proxy switch asks again. */
export function useMyAssignments() {
  const core = useCore();
  useCoreStore('$proxy');
  return useQuery(myAssignmentsQuery(core));
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
