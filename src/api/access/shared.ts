import type { QueryClient } from '@tanstack/react-query';
import { errorMessage, type IdmCore } from '../../core';
import { parseStructuredFeedback, type SodConflict, type StructuredFeedback } from '../../domain/feedback';
import { queryKeys } from '../keys';
import { accessKeys } from './keys';
import { asArray, asObject, asString } from '../lookups/read';

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

export { dateOrNull, numberOrNull, proxyUserOf } from './read-fields';

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
