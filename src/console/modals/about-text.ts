import type { Locale } from 'date-fns';
import type { BuildInfo } from '../../domain/build-info';
import { toDate } from '../../domain/format';
import { formatBuildDate } from '../../domain/date-format';

export interface AboutFacts {
  version: string;
  /** 'YYYY-MMM-DD hh:mm:ss' (spec section 9), or the server's own text when it is not a date. */
  date: string;
  revision: string;
  /** The build's year, for the copyright line. */
  year: number;
}

/** What the About dialog states about the build (build-info.json). */
export function aboutFacts(info: BuildInfo, now: Date, locale?: Locale): AboutFacts {
  const date = toDate(info.date);
  return {
    version: info.version,
    date: date ? formatBuildDate(date, locale) : String(info.date),
    revision: info.revision.number,
    year: (date ?? now).getFullYear(),
  };
}
