export const DESCRIPTION_PREVIEW_LENGTH = 100;

export type DateInput = Date | number | string;

/** Epoch ms (the contract's dates), a Date or a date string → a valid Date, else null. Date formatting: date-format.ts. */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date =
    value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

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

/** First 100 characters and '...' when longer. */
export function descriptionPreview(text: string | null | undefined, length = DESCRIPTION_PREVIEW_LENGTH): string {
  const value = text ?? '';
  return value.length > length ? `${value.slice(0, length)}...` : value;
}

/**
 * The value of a DN's first component: `cn=John Doe,ou=users,o=data` → 'John Doe', `cn=Doe\, John,…`
 * → 'Doe, John' (LDAP escapes `\,` and `\2C` undone). Text that is not a DN comes back unchanged.
 */
export function commonName(dn: string | null | undefined): string {
  const value = dn ?? '';
  const match = /^\s*[A-Za-z][\w-]*\s*=\s*((?:\\.|[^,+\\])*)/.exec(value);
  if (!match) return value;
  return unescapeDnValue((match[1] ?? '').trim());
}

function unescapeDnValue(value: string): string {
  // Runs of hex escapes are UTF-8 bytes (`\C3\A9` is 'é'), decoded together.
  return value.replace(/(?:\\[0-9a-fA-F]{2})+|\\(.)/g, (escape: string, single: string | undefined) => {
    if (single !== undefined) return single;
    const bytes = escape
      .split('\\')
      .slice(1)
      .map((hex) => parseInt(hex, 16));
    return new TextDecoder().decode(new Uint8Array(bytes));
  });
}

/**
 * Values joined with ', ', each comma-separated part once (case-insensitively): a title that already
 * names the department ('Vice President, Engineering') and the department ('Engineering') read
 * 'Vice President, Engineering', not '…, Engineering, Engineering'.
 */
export function joinDistinctParts(values: readonly string[]): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const value of values) {
    for (const raw of value.split(',')) {
      const part = raw.trim();
      const key = part.toLocaleLowerCase();
      if (part === '' || seen.has(key)) continue;
      seen.add(key);
      parts.push(part);
    }
  }
  return parts.join(', ');
}
