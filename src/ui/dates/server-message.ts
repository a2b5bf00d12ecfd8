import { useTranslation } from '../../core/react';
import { errorMessage } from '../../core/errors';
import { DATE_TIME_FORMAT, formatDate, withLocalInstants } from '../../domain/date-format';
import { useDateLocale } from './date-locale';

/** A failure's message for the person, with the server's UTC instants in their date format and time zone. */
export function useServerMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const dateLocale = useDateLocale();
  return (error) =>
    withLocalInstants(
      errorMessage(error, (key) => t(key)),
      (date) => formatDate(date, DATE_TIME_FORMAT, dateLocale),
    );
}
