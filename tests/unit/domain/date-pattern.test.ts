import { format, type Locale } from 'date-fns';
import { ar } from 'date-fns/locale/ar';
import { de } from 'date-fns/locale/de';
import { enUS } from 'date-fns/locale/en-US';
import { fr } from 'date-fns/locale/fr';
import { he } from 'date-fns/locale/he';
import { describe, expect, it } from 'vitest';
import { formatPattern } from '../../../src/domain/date-pattern';
import {
  BUILD_DATE_FORMAT,
  DATE_TIME_FORMAT,
  LONG_DATE_FORMAT,
  LONG_DATE_TIME_FORMAT,
} from '../../../src/domain/date-format';

const LOCALES: Record<string, Locale> = { enUS, de, fr, ar, he };
/** The console's patterns, the languages' long formats, quoted text and the other widths of each token. */
const PATTERNS = [
  DATE_TIME_FORMAT,
  LONG_DATE_TIME_FORMAT,
  LONG_DATE_FORMAT,
  BUILD_DATE_FORMAT,
  'PP',
  'PPp',
  'P',
  'PPP',
  'PPPP',
  'p',
  'PPPp',
  'PPPPp',
  'Pp',
  "yyyy-MM-dd'T'HH:mm",
  "d 'o''clock' '' h",
  'yo Mo do ho Ho mo so',
  'yy yyy yyyyy M MM MMMMM MMMM E EE EEE EEEE EEEEE EEEEEE',
  'a aa aaa aaaa aaaaa H HH h hh m mm s ss',
  'do MMMM',
];
const DATES = [
  new Date(2026, 0, 1, 0, 5, 9),
  new Date(2026, 1, 28, 12, 0, 0),
  new Date(2025, 6, 4, 13, 45, 30),
  new Date(2024, 10, 23, 23, 59, 59),
  new Date(2027, 8, 2, 9, 7, 3),
];

describe('date patterns', () => {
  it('says what date-fns format says, for every pattern, language and time of day', () => {
    for (const [name, locale] of Object.entries(LOCALES))
      for (const pattern of PATTERNS)
        for (const date of DATES)
          expect(`${name} ${pattern}: ${formatPattern(date, pattern, locale)}`).toBe(
            `${name} ${pattern}: ${format(date, pattern, { locale })}`,
          );
  });

  it('refuses letters that are no token it knows', () => {
    expect(() => formatPattern(new Date(2026, 0, 1), 'yyyy-MM-dd j', enUS)).toThrow(RangeError);
    expect(() => formatPattern(new Date(2026, 0, 1), 'Q', enUS)).toThrow(RangeError);
  });
});
