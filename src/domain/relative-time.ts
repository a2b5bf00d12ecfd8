// Relative time ('about an hour ago'): only a task's details show it, so it is apart from format.ts, which most
// elements load at start.
import { toDate, type DateInput } from './format';

/**
 * A counted label: a text whose `%d` is replaced by the number, or a function of the number (for the
 * plural forms of each language, e.g. i18next's `t(key, { count })`).
 */
export type CountedLabel = string | ((count: number) => string);

export interface RelativeTimeLabels {
  ago: string;
  fromNow: string;
  seconds: string;
  minute: string;
  minutes: CountedLabel;
  hour: string;
  hours: CountedLabel;
  day: string;
  days: CountedLabel;
  month: string;
  months: CountedLabel;
  year: string;
  years: CountedLabel;
}

/** `%d` is replaced by the number (English counts from 2 here, so one plural form does). */
export const ENGLISH_RELATIVE_TIME: RelativeTimeLabels = {
  ago: '%s ago',
  fromNow: '%s from now',
  seconds: 'less than a minute',
  minute: 'about a minute',
  minutes: '%d minutes',
  hour: 'about an hour',
  hours: 'about %d hours',
  day: 'a day',
  days: '%d days',
  month: 'about a month',
  months: '%d months',
  year: 'about a year',
  years: '%d years',
};

/**
 * Relative time with the spec's thresholds (under 45 s 'less than a minute', under 90 s 'about a
 * minute', …, years). These are the "timeago" thresholds; date-fns' formatDistance uses others
 * (it says '1 minute' from 30 s), so they are spelled out here.
 */
export function relativeTime(
  value: DateInput,
  now: DateInput = Date.now(),
  labels: RelativeTimeLabels = ENGLISH_RELATIVE_TIME,
): string {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return '';
  const diff = reference.getTime() - date.getTime();
  const distance = relativeDistance(Math.abs(diff) / 1000, labels);
  return (diff >= 0 ? labels.ago : labels.fromNow).replace('%s', distance);
}

/** The distance alone ('about an hour') for a number of seconds. */
export function relativeDistance(seconds: number, labels: RelativeTimeLabels = ENGLISH_RELATIVE_TIME): string {
  const minutes = seconds / 60;
  const hours = minutes / 60;
  const days = hours / 24;
  const years = days / 365;
  const fill = (label: CountedLabel, n: number) =>
    typeof label === 'function' ? label(Math.round(n)) : label.replace('%d', String(Math.round(n)));
  if (seconds < 45) return labels.seconds;
  if (seconds < 90) return labels.minute;
  if (minutes < 45) return fill(labels.minutes, minutes);
  if (minutes < 90) return labels.hour;
  if (hours < 24) return fill(labels.hours, hours);
  if (hours < 42) return labels.day;
  if (days < 30) return fill(labels.days, days);
  if (days < 45) return labels.month;
  if (days < 365) return fill(labels.months, days / 30);
  if (years < 1.5) return labels.year;
  return fill(labels.years, years);
}
