import { dayStart } from './delegation';

/**
 * The proxy and delegation services' settings (`admin/proxy/service/settings`, ProxyDelSettingsNode): how
 * often the synchronisation service runs, and when the clean-up service deletes assignments past their
 * retention time: every so many minutes ('interval') or once on a day ('date').
 */
export type CleanupChoice = 'interval' | 'date';
export const CLEANUP_CHOICES: readonly CleanupChoice[] = ['interval', 'date'];

/** Minutes an interval may have: one minute to a week. */
export const INTERVAL_MIN = 1;
export const INTERVAL_MAX = 10_080;

/** The form as typed (intervals as text, the day as yyyy-MM-dd). */
export interface ProxyServiceForm {
  syncInterval: string;
  cleanupChoice: CleanupChoice;
  cleanupInterval: string;
  cleanupDay: string;
}

export type ProxyServiceField = 'syncInterval' | 'cleanupInterval' | 'cleanupDay';
export type ProxyServiceProblem = 'required' | 'wholeMinutes' | 'dayRequired' | 'dayInPast';

/** A whole number of minutes from INTERVAL_MIN to INTERVAL_MAX, or null. */
export function minutesOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= INTERVAL_MIN && n <= INTERVAL_MAX ? n : null;
}

/** What is wrong with each field (only the fields the clean-up choice uses); empty when the form may be saved. */
export function proxyServiceProblems(
  form: ProxyServiceForm,
  today: string,
): Partial<Record<ProxyServiceField, ProxyServiceProblem>> {
  const problems: Partial<Record<ProxyServiceField, ProxyServiceProblem>> = {};
  const interval = (field: 'syncInterval' | 'cleanupInterval') => {
    if (form[field].trim() === '') problems[field] = 'required';
    else if (minutesOf(form[field]) === null) problems[field] = 'wholeMinutes';
  };
  interval('syncInterval');
  if (form.cleanupChoice === 'interval') interval('cleanupInterval');
  else {
    const day = dayStart(form.cleanupDay);
    if (day === null) problems.cleanupDay = 'dayRequired';
    else if (form.cleanupDay < today) problems.cleanupDay = 'dayInPast';
  }
  return problems;
}
