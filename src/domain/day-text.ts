/**
 * yyyy-MM-dd texts (what `<input type="date">` gives and takes) and local days, in plain Date arithmetic:
 * date-fns' `parse` and `format` (about 10 KiB gzip together) are for patterns and languages, which a
 * date field's value has neither of.
 */
const DAY_TEXT = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** Local midnight of a yyyy-MM-dd text, or null when it is not one or names no real day ('2026-02-30'). */
export function parseDayText(text: string): Date | null {
  const match = DAY_TEXT.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(0);
  // setFullYear, not the constructor: it would read years 0–99 as 1900–1999.
  date.setFullYear(year, month, day);
  date.setHours(0, 0, 0, 0);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** A date (or epoch ms) as the yyyy-MM-dd text of its local day. */
export function dayTextOf(value: Date | number): string {
  const date = new Date(value);
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** Local midnight of the day `value` falls on. */
export function startOfLocalDay(value: Date | number): Date {
  const date = new Date(value);
  date.setHours(0, 0, 0, 0);
  return date;
}

/** The last millisecond of the local day `value` falls on. */
export function endOfLocalDay(value: Date | number): Date {
  const date = new Date(value);
  date.setHours(23, 59, 59, 999);
  return date;
}
