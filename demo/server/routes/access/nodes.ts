import { requestState } from '../../../../src/domain/request-states.js';
import { isRetractable, stateLabel } from '../../access/states.js';
import type { ApproverItem } from '../../db/seed/access-catalog.js';
import type { AssignmentListRow } from '../../db/access/assignment-list.js';
import type { CommentRow, EventRow, RequestRow } from '../../db/access/requests.js';
import type { TaskListRow } from '../../db/access/task-list.js';
import type { TaskRow } from '../../db/access/tasks.js';

/** JSON nodes of the access-request answers, in the contract's field names (plus a few sandbox extras, noted). */

/** AfTaskNode; extras: entityType, itemDn, requestState, action, status, reason (the request's). */
export function taskNode(t: TaskListRow) {
  return {
    taskId: String(t.id),
    link: '',
    processName: t.item_name,
    processId: String(t.request_id),
    activityName: t.activity,
    createTime: t.created_at,
    expirationTime: t.expires_at ?? 0,
    recipient: t.recipient_dn,
    recipientType: t.recipient_type,
    recipientName: t.recipient_name,
    initiator: t.requester_dn,
    initiatorName: t.requester_name,
    comments: [] as ReturnType<typeof commentNode>[],
    bulkApprovable: t.bulk_approvable === 1,
    approvalForm: '',
    approvalFormId: '',
    dataItems: [] as ReturnType<typeof dataItem>[],
    taskClaimed: t.claimed_by !== null,
    addresseetype: 'user',
    claimedby: t.claimed_by ?? '',
    addresseeEntityType: 'user',
    addressee: t.addressee_dn,
    assignedTo: t.assignee_dn,
    priority: String(t.priority),
    delegatedTask: t.delegated === 1,
    proxyUser: t.proxy_dn ?? '',
    assignStatus: t.claimed_by === null ? 'unclaimed' : 'claimed',
    returnAddressee: '',
    confirmationNumber: t.correlation_id,
    isNewForm: false,
    currentAddressee: t.assignee_dn,
    entityType: t.kind,
    itemDn: t.item_dn,
    requestState: t.state,
    action: t.action,
    status: t.status,
    reason: t.reason,
  };
}

/** AfCommentNode. */
export const commentNode = (c: CommentRow) => ({
  user: c.user_dn ?? '',
  comment: c.text,
  msgId: String(c.id),
  date: c.at,
  activity: c.activity,
  system: c.system === 1,
  commentDn: c.user_dn ?? '',
  commentFullName: c.user_name,
});

/** A value as AfDataItemNode.values carries it: the contract types its items as objects. */
export const dataValues = (values: readonly string[]): { value: string }[] => values.map((value) => ({ value }));

/** AfDataItemNode (read-only request data shown in the approval form). */
export const dataItem = (name: string, value: string | number | null, dataType = 'string') => ({
  name,
  dataType,
  valueType: 0,
  readOnly: true,
  multiValued: false,
  values: value === null ? [] : dataValues([String(value)]),
  target: '',
  source: 'request',
  valueSet: value !== null,
});

/** A data item of the request (request form, or filled in by an earlier approver): read-only, possibly several values. */
export const requestItem = (name: string, values: readonly string[]) => ({
  name,
  dataType: 'string',
  valueType: 0,
  readOnly: true,
  multiValued: values.length > 1,
  values: dataValues(values),
  target: name,
  source: 'request',
  valueSet: true,
});

/** A data item the task's approver fills in; valueSet: a value is required to approve. */
export const editableItem = (item: ApproverItem, values: readonly string[]) => ({
  name: item.name,
  dataType: item.dataType,
  valueType: 0,
  readOnly: false,
  multiValued: item.multiValued === true,
  values: dataValues(values),
  target: item.name,
  source: 'approver',
  valueSet: item.required === true,
});

/** A step of a request's timeline (sandbox extra of the history and task details). */
export const timelineNode = (e: EventRow, kind: RequestRow['kind']) => ({
  date: e.at,
  activity: e.activity,
  detail: e.detail,
  fromState: e.from_state,
  toState: e.to_state,
  stateLabel: stateLabel(kind, e.to_state),
  actor: e.actor_dn ?? '',
  actorName: e.actor_name ?? (e.actor_dn === null ? 'System' : e.actor_dn),
  proxyUser: e.proxy_dn ?? '',
});

/** An approval task of a request as its history shows it (sandbox extra). */
export const approvalNode = (t: TaskRow, names: (dn: string | null) => string) => ({
  taskId: String(t.id),
  phase: t.phase,
  step: t.step,
  activity: t.activity,
  status: t.status,
  addressee: t.addressee_dn,
  addresseeName: names(t.addressee_dn),
  assignedTo: t.assignee_dn,
  assignedToName: names(t.assignee_dn),
  delegated: t.delegated === 1,
  created: t.created_at,
  completed: t.completed_at ?? 0,
  completedBy: t.completed_by ?? '',
  completedByName: t.completed_by ? names(t.completed_by) : '',
});

/** PermissionRequestHistoryNode; extras: itemDn, statusIcon, completedDate, sods. */
export function historyNode(r: RequestRow, proxyName: string) {
  return {
    id: String(r.id),
    name: r.item_name,
    entityType: r.kind,
    requestState: r.state,
    requestStatus: r.request_status,
    processState: r.process_state,
    requestOper: r.operation,
    requester: r.requester_dn,
    recipient: r.recipient_dn,
    recipientName: r.recipient_name,
    recipientType: r.recipient_type,
    requestDate: r.requested_at,
    effectiveDate: r.effective_date ?? 0,
    expirationDate: r.expiry_date ?? 0,
    confirmationNumber: r.correlation_id,
    retractable: isRetractable(r.kind, r.state),
    comments: [] as ReturnType<typeof commentNode>[],
    link: '',
    status: stateLabel(r.kind, r.state),
    reason: r.reason,
    requesterName: r.requester_name,
    requesterType: 'user',
    action: r.action,
    proxyUserFullName: proxyName,
    proxyUser: r.proxy_dn ?? '',
    itemDn: r.item_dn,
    statusIcon: requestState(r.kind, r.state)?.icon ?? '',
    completedDate: r.completed_at ?? 0,
    sods: JSON.parse(r.sods) as unknown[],
  };
}

/** PermissionAssignmentNode with the spec's assignment fields (recipientFullName, statusDisplay, recipientType, …). */
export function assignmentNode(
  a: AssignmentListRow,
  categories: { key: string; name: string }[],
  recipientName: string,
) {
  // A role held through the hierarchy comes from the role that contains it, a resource a role grants from that
  // role (its mapping); either goes with the role. A role assigned to a container comes from the container.
  const via = a.via_role_dn === undefined ? null : { dn: a.via_role_dn, name: a.via_role_name ?? a.via_role_dn };
  const container =
    a.container_dn === undefined ? null : { dn: a.container_dn, name: a.container_name ?? a.container_dn };
  const group = a.group_dn === null ? null : { dn: a.group_dn, name: a.group_name ?? a.group_dn };
  const source = via ?? container ?? group;
  const direct = source === null;
  const causeType = via ? 'role' : container ? 'container' : group ? 'group' : 'direct';
  const statusDisplay = a.status === 'revoking' ? 'Revoke pending' : 'Provisioned';
  const cause = {
    instanceId: a.instance_id ?? (via ? `${a.id}|${a.item_dn}` : String(a.id)),
    type: causeType,
    subtype: container ? (a.container_subtree ? 'subtree' : 'one-level') : a.kind,
    removable: direct && a.status === 'active',
    sources: source ? [source.dn] : [],
    sourcesDetails: source ?? { name: recipientName, dn: a.recipient_dn },
    requester: a.requester_dn ?? '',
    requesterName: a.requester_name ?? '',
    reqDesc: a.reason ?? '',
    status: statusDisplay,
    requestDate: a.requested_at ?? a.assigned_at,
    effectiveDate: a.effective_date ?? a.assigned_at,
    expirationDate: a.expiry_date ?? 0,
    assignedTo: a.recipient_dn,
    confirmNo: a.correlation_id ?? '',
    sodJustification: '',
    ...(a.grant
      ? {
          entRef: {
            entName: a.grant.resourceName,
            entDesc: a.grant.resourceDescription,
            params: a.grant.parameters.map((p) => ({
              key: p.key,
              displayLabel: p.label,
              displayValue: p.value,
              value: p.value,
            })),
          },
        }
      : {}),
  };
  return {
    id: a.item_dn,
    name: a.name,
    description: a.description,
    entityType: a.kind,
    link: '',
    bulkRemovable: cause.removable,
    categories: categories.map((c) => ({ categoryId: c.key, categoryName: c.name })),
    instanceId: cause.instanceId,
    causes: [cause],
    reqDate: cause.requestDate,
    initialRequestDescription: a.reason ?? '',
    status: [cause],
    assignmentType: causeType === 'direct' ? a.recipient_type : causeType,
    assignmentTo: a.recipient_dn,
    assignmentToList: [],
    requestedBy: a.requester_name ?? '',
    effectiveDate: cause.effectiveDate,
    expiryDate: a.expiry_date ?? 0,
    cause,
    isDirectAssignment: direct,
    recipientFullName: recipientName,
    recipientType: container ? 'container' : a.recipient_type,
    statusDisplay,
  };
}
