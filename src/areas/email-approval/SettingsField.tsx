import type { ChangeEvent } from 'react';

export interface SettingsFieldProps {
  id: string;
  label: string;
  value: string;
  type?: 'text' | 'number' | 'password' | 'email';
  /** A line below the label (units, what a blank value means). */
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  error: string | null;
  onChange(value: string): void;
}

/** A settings field: label, hint, the value in its own direction, and its error beside it (admin-page.css). */
export function SettingsField({
  id,
  label,
  value,
  type = 'text',
  hint,
  required,
  autoComplete,
  error,
  onChange,
}: SettingsFieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error !== null ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="idm-admin-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="email-approval-hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type={type}
        dir={type === 'number' ? 'ltr' : 'auto'}
        value={value}
        required={required}
        autoComplete={autoComplete ?? 'off'}
        inputMode={type === 'number' ? 'numeric' : undefined}
        aria-invalid={error !== null}
        aria-describedby={describedBy || undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {error !== null ? (
        <p id={`${id}-error`} className="idm-admin-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
