/**
 * Rules of delegation, availability and proxy windows, shared by the console's forms and the sandbox.
 * A window runs from `start` to `end` (epoch ms, `end` null: no end). Scopes are lists of request
 * definition DNs, an empty list meaning every request.
 */
export interface TimeWindow {
  start: number;
  end: number | null;
}

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

/** Whether a window holds `now`. */
export function windowActive(window: TimeWindow, now: number): boolean {
  return window.start <= now && (window.end === null || now < window.end);
}

/** The end stored for "no end": far in the future, so windows keep a number (the contract's expiryDate). */
export const NO_END = 253_402_300_799_000; // 9999-12-31T23:59:59Z
