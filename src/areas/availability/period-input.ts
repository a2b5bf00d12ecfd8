import type { AvailabilityInput } from '../../api/who-acts';
import { periodWindow } from '../../domain/delegation';
import type { RequestsAndPeriod } from '../../ui/who-acts/use-period-form';

export type PeriodFormValue = RequestsAndPeriod;

/** What the save sends. */
export function availabilityInputOf(value: PeriodFormValue): Omit<AvailabilityInput, 'id' | 'userDn'> {
  const window = periodWindow(value.period);
  return { allRequests: value.allRequests, requestDefs: value.requestDefs, start: window.start ?? 0, end: window.end };
}
