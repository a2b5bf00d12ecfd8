import { dayTextOf, endOfLocalDay, parseDayText } from './day-text';
import type { TimeWindow } from './time-window';

/* What the lists need of a window (whether it runs now, the stored "no end") is `time-window.ts`, without the
   date-text rules below. */
export { NO_END, windowActive, type TimeWindow } from './time-window';

/**
 * Rules of delegation, availability and proxy windows, shared by the console's forms and the sandbox.
 * A window runs from `start` to `end` (epoch ms, `end` null: no end). Scopes are lists of request
 * definition DNs, an empty list meaning every request.
 */
export type WindowProblem = 'startRequired' | 'endBeforeStart' | 'endInPast';

/** What is wrong with a window that is to be saved now, or null. */
export function windowProblem(start: number | null, end: number | null, now: number): WindowProblem | null {
  if (start === null || !Number.isFinite(start)) return 'startRequired';
  if (end !== null && end <= start) return 'endBeforeStart';
  if (end !== null && end <= now) return 'endInPast';
  return null;
}

/** Whether two windows share a moment (an open end runs for ever). */
export function windowsOverlap(a: TimeWindow, b: TimeWindow): boolean {
  const aEnd = a.end ?? Number.POSITIVE_INFINITY;
  const bEnd = b.end ?? Number.POSITIVE_INFINITY;
  return a.start < bEnd && b.start < aEnd;
}

/** Whether two scopes share a request definition (an empty scope is every request). */
export function scopesOverlap(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return true;
  const lower = new Set(a.map((dn) => dn.toLowerCase()));
  return b.some((dn) => lower.has(dn.toLowerCase()));
}

/** A period as date fields give it: yyyy-MM-dd texts; `noEnd` when it runs for ever. */
export interface PeriodText {
  start: string;
  end: string;
  noEnd: boolean;
}

/** A yyyy-MM-dd text (a date field's value) as local midnight (epoch ms), or null. */
export function dayStart(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  return parseDayText(text)?.getTime() ?? null;
}

/** The last millisecond of a yyyy-MM-dd day (local), or null. */
export function dayEnd(text: string): number | null {
  const start = dayStart(text);
  return start === null ? null : endOfLocalDay(start).getTime();
}

/** Epoch ms as the yyyy-MM-dd text of its local day. */
export function dayText(ms: number): string {
  return dayTextOf(ms);
}

export type PeriodProblem = WindowProblem | 'endRequired';

/** The window of a period typed in date fields (from the start day's midnight to the end day's last moment). */
export function periodWindow(period: PeriodText): { start: number | null; end: number | null } {
  return { start: dayStart(period.start), end: period.noEnd ? null : dayEnd(period.end) };
}

/** What keeps a typed period from being saved now, or null. */
export function periodProblem(period: PeriodText, now: number): PeriodProblem | null {
  const { start, end } = periodWindow(period);
  if (start === null) return 'startRequired';
  if (!period.noEnd && end === null) return 'endRequired';
  return windowProblem(start, end, now);
}

/** Which requests a delegation or an unavailability covers: all of them, or at least one chosen. */
export const requestsProblem = (scope: { allRequests: boolean; requestDefs: readonly unknown[] }): 'required' | null =>
  scope.allRequests || scope.requestDefs.length > 0 ? null : 'required';

/** A typed period as one line ("2026-12-01 – 2026-12-07"; `noEnd` names a period without end). */
export const periodLine = (period: PeriodText, noEnd: string): string =>
  `${period.start} – ${period.noEnd ? noEnd : period.end}`;
