import type { TaskAction as ContractTaskAction, TaskDataItemValues } from '../../api/access';
import type { TaskDataItem, TaskView } from './task-model';
import { claimState } from './task-rules';

// The rules of deciding a task: its details and the task actions use them, the list does not (task-rules.ts).

/**
 * An unclaimed task held by someone else (a team member's, seen by their team manager; one offered to a
 * group or role): the server lets only its holder decide it, so it is claimed first.
 */
export function needsClaim(
  task: Pick<TaskView, 'claimedByDn' | 'assignedToDn'>,
  myDn: string | null | undefined,
): boolean {
  if (claimState(task, myDn) !== 'unclaimed' || !task.assignedToDn || !myDn) return false;
  return task.assignedToDn.toLowerCase() !== myDn.toLowerCase();
}

/** The actions the console offers (the contract's, but 'refuse'). */
export type TaskAction = Exclude<ContractTaskAction, 'refuse'>;

/** The editable data items with the approver's values, in the order of the form. */
export function editedDataItems(
  items: readonly TaskDataItem[],
  values: Readonly<Record<string, readonly string[]>>,
): TaskDataItemValues[] {
  return items
    .filter((item) => !item.readOnly)
    .map((item) => ({
      name: item.name,
      dataType: item.dataType,
      values: (values[item.name] ?? item.values).map((value) => value.trim()).filter((value) => value !== ''),
    }));
}

/** Editable required items without a value (approving needs them; denying does not). */
export function missingRequiredItems(
  items: readonly TaskDataItem[],
  values: Readonly<Record<string, readonly string[]>>,
): TaskDataItem[] {
  return items.filter(
    (item) =>
      !item.readOnly && item.required && !(values[item.name] ?? item.values).some((value) => value.trim() !== ''),
  );
}

/** Which actions a task offers to the signed-in user. */
export function availableActions(task: Pick<TaskView, 'claimedByDn'>, myDn: string | null | undefined): TaskAction[] {
  const state = claimState(task, myDn);
  const actions: TaskAction[] = ['approve', 'deny'];
  if (state === 'unclaimed') actions.push('claim');
  else actions.push('release');
  actions.push('reassign', 'comment');
  return actions;
}

/** Approve and deny are decisions; the proxy approval rule applies to them. */
export function isDecision(action: TaskAction): boolean {
  return action === 'approve' || action === 'deny';
}
