import type { QueryClient } from '@tanstack/react-query';
import { errorMessage, type IdmCore } from '../../core';
import { parseStructuredFeedback, type SodConflict, type StructuredFeedback } from '../../domain/feedback';
import { queryKeys } from '../keys';
import { accessKeys } from './keys';
import { asArray, asBoolean, asNumber, asObject, asString } from '../lookups/read';
import type { ApprovalStep, Comment, DataItem, TimelineEntry } from './types';

/** A server-side form page beside the REST base: `<origin>/<context>/<page>?<query>` (spec: /requestForm.do, /approvalForm.do). */
export function serverFormUrl(
  core: IdmCore,
  page: 'requestForm.do' | 'approvalForm.do',
  query: Record<string, string>,
): string {
  const contextBase = core.http.rest('').replace(/rest\/?$/, '');
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${contextBase}${page}?${search}`;
}

/** The proxied user's DN in proxy mode (spec section 4): tasks, permissions and requests calls carry it. */
export const proxyUserOf = (core: IdmCore): string | undefined => core.stores.$proxy.get()?.dn;

/** A number field, or null when missing. */
export const numberOrNull = (value: unknown): number | null => asNumber(value) ?? null;

/** Epoch-ms fields where the server writes 0 for "none". */
export const dateOrNull = (value: unknown): number | null => {
  const n = asNumber(value);
  return n === undefined || n <= 0 ? null : n;
};

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

export const readSods = (value: unknown): SodConflict[] => parseStructuredFeedback({ sods: value }).sods;

/** A mutation answer `{success, succeeded, failed, sods}` for the banner, and the request ids it names. */
export function readMutation(body: unknown): { feedback: StructuredFeedback; requestIds: string[] } {
  const o = asObject(body);
  const requestIds = [...asArray(o.succeeded)].map((s) => asString(asObject(s).requestId)).filter((id) => id !== '');
  return { feedback: parseStructuredFeedback(body), requestIds };
}

/** After any access mutation: every access answer and the notification counts are stale. */
export async function invalidateAccess(core: IdmCore, client: QueryClient = core.queryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: accessKeys.all }),
    client.invalidateQueries({ queryKey: queryKeys.notifications(core.options.clientId) }),
  ]);
}

/** Shows a mutation's structured answer in the banner (success by its flag, else danger). */
export function reportFeedback(core: IdmCore, feedback: StructuredFeedback, succeededTitle?: string): void {
  core.feedback.show(feedback.success ? 'success' : 'danger', feedback, succeededTitle ? { succeededTitle } : {});
}

/** Shows why a mutation failed (the fault's reason, else a generic message) as danger. */
export function reportError(core: IdmCore, error: unknown): void {
  core.feedback.show(
    'danger',
    errorMessage(error, (key) => core.i18n.t(key)),
  );
}
