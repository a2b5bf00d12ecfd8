import type { TFunction } from 'i18next';
import type { RelativeTimeLabels } from '../../domain/relative-time';

/** The words of a relative time ('in 2 days'), counted units through i18next's plural forms per language. */
export function relativeLabels(t: TFunction): RelativeTimeLabels {
  const counted = (key: string) => (count: number) => t(key, { count });
  return {
    ago: t('taskViews.time.ago'),
    fromNow: t('taskViews.time.fromNow'),
    seconds: t('taskViews.time.seconds'),
    minute: t('taskViews.time.minute'),
    minutes: counted('taskViews.time.minutes'),
    hour: t('taskViews.time.hour'),
    hours: counted('taskViews.time.hours'),
    day: t('taskViews.time.day'),
    days: counted('taskViews.time.days'),
    month: t('taskViews.time.month'),
    months: counted('taskViews.time.months'),
    year: t('taskViews.time.year'),
    years: counted('taskViews.time.years'),
  };
}
