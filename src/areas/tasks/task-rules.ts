import type { TaskView } from './task-model';

/** What each selected row shows in the status column. */
export type ClaimState = 'claimedByMe' | 'claimedByOther' | 'unclaimed';

export function claimState(task: Pick<TaskView, 'claimedByDn'>, myDn: string | null | undefined): ClaimState {
  if (!task.claimedByDn) return 'unclaimed';
  return myDn && task.claimedByDn.toLowerCase() === myDn.toLowerCase() ? 'claimedByMe' : 'claimedByOther';
}

/**
 * Bulk approve and deny work on tasks that allow it: one selected task may always be decided, several
 * only when every one of them is bulk-approvable.
 */
export function canDecideTogether(selected: readonly Pick<TaskView, 'bulkApprovable'>[]): boolean {
  if (selected.length === 0) return false;
  if (selected.length === 1) return true;
  return selected.every((task) => task.bulkApprovable);
}
