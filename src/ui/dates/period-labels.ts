import { useTranslation } from '../../core/react';
import type { PeriodFieldsLabels } from './PeriodFields';

/** The period fields' words from an area's translation namespace: its `period`, `start`, `end` and `noEnd`. */
export function usePeriodLabels(area: string): PeriodFieldsLabels {
  const { t } = useTranslation();
  return {
    legend: t(`${area}.period`),
    start: t(`${area}.start`),
    end: t(`${area}.end`),
    noEnd: t(`${area}.noEnd`),
  };
}
