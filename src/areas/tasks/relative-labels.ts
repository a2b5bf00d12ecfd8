import type { TFunction } from 'i18next';
import type { RelativeTimeLabels } from '../../domain/relative-time';

/** The words of a relative time ('in 2 days'), counted units through i18next's plural forms per language. */
export function relativeLabels(t: TFunction): RelativeTimeLabels {
  const counted = (key: string) => (count: number) => t(key, { count });
  return {
    ago: t('tasks.time.ago'),
    fromNow: t('tasks.time.fromNow'),
    seconds: t('tasks.time.seconds'),
    minute: t('tasks.time.minute'),
    minutes: counted('tasks.time.minutes'),
    hour: t('tasks.time.hour'),
    hours: counted('tasks.time.hours'),
    day: t('tasks.time.day'),
    days: counted('tasks.time.days'),
    month: t('tasks.time.month'),
    months: counted('tasks.time.months'),
    year: t('tasks.time.year'),
    years: counted('tasks.time.years'),
  };
}
