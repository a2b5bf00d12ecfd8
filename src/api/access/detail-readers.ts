// The readers of a task's or a request's details (comments, data items, approval steps, the timeline): apart from
// shared.ts, which most elements load at start, so they come with the details' reads only.
import { asArray, asBoolean, asNumber, asObject, asString } from '../lookups/read';
import { dateOrNull, numberOrNull } from './shared';
import type { ApprovalStep, Comment, DataItem, TimelineEntry } from './types';

export const readComment = (value: unknown): Comment => {
  const o = asObject(value);
  return {
    userDn: asString(o.user ?? o.commentDn),
    userName: asString(o.commentFullName) || asString(o.user),
    text: asString(o.comment),
    date: dateOrNull(o.date),
    activity: asString(o.activity),
    system: asBoolean(o.system),
  };
};

/** A data item's value: the contract's object ({value}) or, from older servers, the bare string. */
const readDataValue = (value: unknown): string =>
  typeof value === 'object' && value !== null ? asString(asObject(value).value) : asString(value);

export const readDataItem = (value: unknown): DataItem => {
  const o = asObject(value);
  return {
    name: asString(o.name),
    dataType: asString(o.dataType),
    values: asArray(o.values).map(readDataValue),
    readOnly: o.readOnly !== false,
  };
};

export const readApprovalStep = (value: unknown): ApprovalStep => {
  const o = asObject(value);
  return {
    taskId: asString(o.taskId),
    phase: asString(o.phase),
    step: asNumber(o.step) ?? 0,
    activity: asString(o.activity),
    status: asString(o.status),
    addresseeDn: asString(o.addressee),
    addresseeName: asString(o.addresseeName),
    assignedToDn: asString(o.assignedTo),
    assignedToName: asString(o.assignedToName),
    delegated: asBoolean(o.delegated),
    created: dateOrNull(o.created),
    completed: dateOrNull(o.completed),
    completedByDn: asString(o.completedBy),
    completedByName: asString(o.completedByName),
  };
};

export const readTimelineEntry = (value: unknown): TimelineEntry => {
  const o = asObject(value);
  return {
    date: dateOrNull(o.date),
    activity: asString(o.activity),
    detail: asString(o.detail),
    fromState: numberOrNull(o.fromState),
    toState: numberOrNull(o.toState),
    stateLabel: asString(o.stateLabel),
    actorDn: asString(o.actor),
    actorName: asString(o.actorName),
    proxyUserDn: asString(o.proxyUser),
  };
};
