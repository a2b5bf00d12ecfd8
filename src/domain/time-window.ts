/**
 * A window of delegation, availability or proxy: from `start` to `end` (epoch ms, `end` null: no end). The lists
 * use these alone; the rules of editing a window are `delegation.ts`.
 */
export interface TimeWindow {
  start: number;
  end: number | null;
}

/** Whether a window holds `now`. */
export function windowActive(window: TimeWindow, now: number): boolean {
  return window.start <= now && (window.end === null || now < window.end);
}

/** The end stored for "no end": far in the future, so windows keep a number (the contract's expiryDate). */
export const NO_END = 253_402_300_799_000; // 9999-12-31T23:59:59Z
