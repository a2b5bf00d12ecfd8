import type { Day, FormatLong, Locale, Localize, Month } from 'date-fns';

/**
 * date-fns' `format` for the tokens the console's patterns and the shipped languages' long formats use
 * (year, month, day, weekday, AM/PM, hour, minute, second, and P/p, the language's own date and time
 * formats), with the language's date-fns locale: the same text, without date-fns' formatters for every
 * token there is (week years, quarters, time zones…), which every list with a date paid for (about 3 KiB
 * gzip). Other tokens throw, as date-fns does for letters that are no token.
 */
const LONG_TOKENS = /P+p+|P+|p+|''|'(''|[^'])+('|$)|./g;
const TOKENS = /[yYQqMLwIdDecihHKkms]o|(\w)\1*|''|'(''|[^'])+('|$)|./g;
const LATIN = /[a-zA-Z]/;

type Width = 'short' | 'medium' | 'long' | 'full';
const WIDTHS: readonly Width[] = ['short', 'medium', 'long', 'full'];
const widthOf = (token: string): Width => WIDTHS[Math.min(token.length, 4) - 1] ?? 'full';

function longDate(token: string, formatLong: FormatLong): string {
  return formatLong.date({ width: widthOf(token) });
}

function longTime(token: string, formatLong: FormatLong): string {
  return formatLong.time({ width: widthOf(token) });
}

function longDateTime(token: string, formatLong: FormatLong): string {
  const [, datePart = '', timePart] = /(P+)(p+)?/.exec(token) ?? [];
  if (!timePart) return longDate(token, formatLong);
  return formatLong
    .dateTime({ width: widthOf(datePart) })
    .replace('{{date}}', longDate(datePart, formatLong))
    .replace('{{time}}', longTime(timePart, formatLong));
}

const pad = (value: number, length: number) => String(Math.abs(value)).padStart(length, '0');

type Formatter = (date: Date, token: string, localize: Localize) => string;
type Unit = 'year' | 'month' | 'date' | 'hour' | 'minute' | 'second';
/** A numeric token: its value padded to the token's length, or `<letter>o` as an ordinal. */
const numeric =
  (value: (date: Date) => number, unit: Unit): Formatter =>
  (date, token, localize) =>
    token.endsWith('o') && token.length === 2
      ? localize.ordinalNumber(value(date), { unit })
      : pad(value(date), token.length);

const hour12 = (date: Date) => date.getHours() % 12 || 12;

const FORMATTERS: Readonly<Record<string, Formatter>> = {
  y: (date, token, localize) => {
    const full = date.getFullYear();
    const year = full > 0 ? full : 1 - full;
    if (token === 'yo') return localize.ordinalNumber(year, { unit: 'year' });
    return pad(token === 'yy' ? year % 100 : year, token.length);
  },
  M: (date, token, localize) => {
    const month = date.getMonth() as Month;
    if (token === 'M' || token === 'MM') return pad(month + 1, token.length);
    if (token === 'Mo') return localize.ordinalNumber(month + 1, { unit: 'month' });
    const width = token === 'MMM' ? 'abbreviated' : token === 'MMMMM' ? 'narrow' : 'wide';
    return localize.month(month, { width, context: 'formatting' });
  },
  d: numeric((date) => date.getDate(), 'date'),
  E: (date, token, localize) => {
    const width =
      token.length <= 3 ? 'abbreviated' : token.length === 5 ? 'narrow' : token.length === 6 ? 'short' : 'wide';
    return localize.day(date.getDay() as Day, { width, context: 'formatting' });
  },
  a: (date, token, localize) => {
    const period = date.getHours() / 12 >= 1 ? 'pm' : 'am';
    if (token === 'a' || token === 'aa')
      return localize.dayPeriod(period, { width: 'abbreviated', context: 'formatting' });
    if (token === 'aaa')
      return localize.dayPeriod(period, { width: 'abbreviated', context: 'formatting' }).toLowerCase();
    return localize.dayPeriod(period, { width: token === 'aaaaa' ? 'narrow' : 'wide', context: 'formatting' });
  },
  h: numeric(hour12, 'hour'),
  H: numeric((date) => date.getHours(), 'hour'),
  m: numeric((date) => date.getMinutes(), 'minute'),
  s: numeric((date) => date.getSeconds(), 'second'),
};

interface Part {
  isToken: boolean;
  value: string;
}

/** `date` (a valid Date) in `pattern`'s date-fns tokens, in `locale`'s language. */
export function formatPattern(date: Date, pattern: string, locale: Locale): string {
  const { formatLong, localize } = locale;
  if (!formatLong || !localize) throw new RangeError('locale must contain localize and formatLong properties');
  const expanded = (pattern.match(LONG_TOKENS) ?? [])
    .map((part) =>
      part[0] === 'P' ? longDateTime(part, formatLong) : part[0] === 'p' ? longTime(part, formatLong) : part,
    )
    .join('');
  let parts = (expanded.match(TOKENS) ?? []).map((part): Part => {
    if (part === "''") return { isToken: false, value: "'" };
    if (part[0] === "'") return { isToken: false, value: (/^'([^]*?)'?$/.exec(part)?.[1] ?? '').replace(/''/g, "'") };
    if (LATIN.test(part[0] ?? '')) {
      if (!FORMATTERS[part[0] ?? '']) throw new RangeError(`Format string contains an unsupported token \`${part}\``);
      return { isToken: true, value: part };
    }
    return { isToken: false, value: part };
  });
  if (localize.preprocessor) parts = localize.preprocessor(date, parts);
  return parts
    .map((part) =>
      part.isToken ? (FORMATTERS[part.value[0] ?? ''] as Formatter)(date, part.value, localize) : part.value,
    )
    .join('');
}
