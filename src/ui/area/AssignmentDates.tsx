import { useState } from 'react';
import { dayStart } from '../../domain/delegation';

/** An assignment's effective and expiry dates as typed ('2026-12-01' or ''), as local midnights, and whether they clash. */
export function useAssignmentDates() {
  const [effective, setEffective] = useState('');
  const [expiry, setExpiry] = useState('');
  const effectiveDate = dayStart(effective);
  const expiryDate = dayStart(expiry);
  const badDates = effectiveDate !== null && expiryDate !== null && expiryDate <= effectiveDate;
  return { effective, setEffective, expiry, setExpiry, effectiveDate, expiryDate, badDates };
}

export type AssignmentDatesState = ReturnType<typeof useAssignmentDates>;

export interface AssignmentDateFieldsProps {
  /** The form's id prefix (useId). */
  id: string;
  dates: AssignmentDatesState;
  /** Assign was pressed: an expiry not after the effective date shows its error. */
  tried: boolean;
  labels: { effectiveDate: string; expiryDate: string; expiryBeforeEffective: string };
}

/** From when and until when an assignment holds: two date fields, the expiry's error beside it. Styles: `admin-page.css`. */
export function AssignmentDateFields({ id, dates, tried, labels }: AssignmentDateFieldsProps) {
  const { effective, setEffective, expiry, setExpiry, badDates } = dates;
  return (
    <>
      <div className="idm-admin-field">
        <label htmlFor={`${id}-effective`}>{labels.effectiveDate}</label>
        <input id={`${id}-effective`} type="date" value={effective} onChange={(e) => setEffective(e.target.value)} />
      </div>
      <div className="idm-admin-field">
        <label htmlFor={`${id}-expiry`}>{labels.expiryDate}</label>
        <input
          id={`${id}-expiry`}
          type="date"
          value={expiry}
          aria-invalid={tried && badDates}
          onChange={(e) => setExpiry(e.target.value)}
        />
        {tried && badDates ? <p className="idm-admin-error">{labels.expiryBeforeEffective}</p> : null}
      </div>
    </>
  );
}
