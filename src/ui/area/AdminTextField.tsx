import type { ChangeEvent } from 'react';

export interface AdminTextFieldProps {
  id: string;
  label: string;
  value: string;
  /** A textarea rather than a one-line input. */
  multiline?: boolean;
  required?: boolean;
  /** What is wrong with the value, shown below and tied to the field; null while nothing is (or not yet tried). */
  error: string | null;
  onChange(value: string): void;
}

/** An administration form's text field: label, the value in its own direction, and its error. Styles: `admin-page.css`. */
export function AdminTextField({ id, label, value, multiline, required, error, onChange }: AdminTextFieldProps) {
  const errorId = `${id}-error`;
  const control = {
    id,
    dir: 'auto',
    value,
    'aria-invalid': error !== null,
    'aria-describedby': error !== null ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className="idm-admin-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...control} /> : <input {...control} required={required} />}
      {error !== null ? (
        <p id={errorId} className="idm-admin-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
