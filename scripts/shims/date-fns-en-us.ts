// The build's stand-in for `date-fns/locale/en-US` (vite.config.ts, resolve.alias). The console formats
// dates with src/domain/date-pattern.ts, which reads only a locale's `formatLong` and `localize`; English,
// the default that every page showing a date loads, ships without its parsing patterns (`match`) and
// its distance and relative texts (about 1.3 KiB gzip), which nothing in the console calls. date-fns' own
// functions keep their full English (they import it by a relative path, which the alias does not touch).
import type { Locale } from 'date-fns';
import { formatLong } from '../../node_modules/date-fns/locale/en-US/_lib/formatLong.js';
import { localize } from '../../node_modules/date-fns/locale/en-US/_lib/localize.js';

// Cast: `Locale` requires the parsing and distance parts this stand-in leaves out on purpose (above).
export const enUS = {
  code: 'en-US',
  formatLong,
  localize,
  options: { weekStartsOn: 0, firstWeekContainsDate: 1 },
} as Locale;
