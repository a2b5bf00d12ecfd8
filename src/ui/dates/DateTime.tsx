import { useCallback } from 'react';
import { toDate, type DateInput } from '../../domain/format';
import { DATE_TIME_FORMAT, formatDate } from '../../domain/date-format';
import { useDateLocale } from './date-locale';

/** Formats dates in the console's current language (date-fns pattern, 'MMM d, y h:mm a' by default). */
export function useFormatDate(): (value: DateInput | null | undefined, pattern?: string) => string {
  const locale = useDateLocale();
  return useCallback((value, pattern = DATE_TIME_FORMAT) => formatDate(value, pattern, locale), [locale]);
}

export interface DateTimeProps {
  /** Epoch ms (the contract's dates), a Date or a date string; nothing is shown for missing or invalid ones. */
  value: DateInput | null | undefined;
  pattern?: string;
  /** Said after the date, inside the same element (' (in 3 days)'). */
  suffix?: string;
}

/** A `<time>` with the machine-readable date and the date in the console's language. */
export function DateTime({ value, pattern, suffix = '' }: DateTimeProps) {
  const format = useFormatDate();
  const date = toDate(value);
  if (!date) return null;
  return (
    <time dateTime={date.toISOString()}>
      {format(date, pattern)}
      {suffix}
    </time>
  );
}
