import type { PeriodText } from '../../domain/delegation';

export interface PeriodFieldsLabels {
  legend: string;
  start: string;
  end: string;
  noEnd: string;
}

export interface PeriodFieldsProps {
  id: string;
  labels: PeriodFieldsLabels;
  value: PeriodText;
  onChange(value: PeriodText): void;
  /** What is wrong with the period (the form's rule or the server's answer), shown below and tied to the fields. */
  error: string | null;
  /** Leave out the start (a proxy assignment starts when it is saved). */
  endOnly?: boolean;
}

/**
 * A period of whole days: start and end date fields (the browser's date widget, in the page's language)
 * and "No end date". The error sits below both fields and is tied to them. Styles: `admin-page.css`.
 */
export function PeriodFields({ id, labels, value, onChange, error, endOnly }: PeriodFieldsProps) {
  const errorId = `${id}-error`;
  const invalid = {
    'aria-invalid': error !== null,
    'aria-describedby': error !== null ? errorId : undefined,
  };
  return (
    <fieldset className="idm-admin-period" part="period">
      <legend>{labels.legend}</legend>
      <div className="idm-admin-period-fields">
        {endOnly ? null : (
          <div className="idm-admin-field">
            <label htmlFor={`${id}-start`}>{labels.start}</label>
            <input
              id={`${id}-start`}
              type="date"
              required
              value={value.start}
              {...invalid}
              onChange={(event) => onChange({ ...value, start: event.target.value })}
            />
          </div>
        )}
        <div className="idm-admin-field">
          <label htmlFor={`${id}-end`}>{labels.end}</label>
          <input
            id={`${id}-end`}
            type="date"
            value={value.noEnd ? '' : value.end}
            disabled={value.noEnd}
            required={!value.noEnd}
            min={endOnly ? undefined : value.start || undefined}
            {...invalid}
            onChange={(event) => onChange({ ...value, end: event.target.value })}
          />
        </div>
        <label className="idm-admin-check">
          <input
            type="checkbox"
            checked={value.noEnd}
            onChange={(event) => onChange({ ...value, noEnd: event.target.checked })}
          />
          {labels.noEnd}
        </label>
      </div>
      {error !== null ? (
        <p id={errorId} className="idm-admin-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
