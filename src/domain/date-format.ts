import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { formatPattern } from './date-pattern';
import { toDate, type DateInput } from './format';

/**
 * Dates as text, in date-fns tokens with date-fns' locales (src/domain/date-pattern.ts formats them): its
 * own module so that only what shows a date loads them (src/domain/format.ts, used by nearly every widget,
 * does not).
 */

/** Spec section 9 date formats, in date-fns tokens. */
export const DATE_TIME_FORMAT = 'MMM d, y h:mm a';
/** moment's `lll` and `ll`. */
export const LONG_DATE_TIME_FORMAT = 'MMM d, yyyy h:mm a';
export const LONG_DATE_FORMAT = 'MMM d, yyyy';
/** The build date 'YYYY-MMM-DD hh:mm:ss' (moment tokens): 12-hour clock, no meridiem. */
export const BUILD_DATE_FORMAT = 'yyyy-MMM-dd hh:mm:ss';

/** Formats epoch ms (the contract's dates), a Date or a date string; '' for missing or invalid. */
export function formatDate(value: DateInput | null | undefined, pattern = DATE_TIME_FORMAT, locale?: Locale): string {
  const date = toDate(value);
  if (!date) return '';
  return formatPattern(date, pattern, locale ?? enUS);
}

export function formatBuildDate(value: DateInput | null | undefined, locale?: Locale): string {
  return formatDate(value, BUILD_DATE_FORMAT, locale);
}

/** An instant as the server writes it into a message: ISO 8601 in UTC, to the minute or finer. */
const ISO_INSTANT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?Z\b/g;

/**
 * A server's message with each UTC instant in it (`2026-03-01T09:30Z`) written as `format` writes it (the
 * user's date format, in the user's time zone); everything else in the text stays as it is.
 */
export function withLocalInstants(text: string, format: (date: Date) => string): string {
  return text.replace(ISO_INSTANT, (instant) => {
    const date = new Date(instant);
    return Number.isNaN(date.getTime()) ? instant : format(date);
  });
}
