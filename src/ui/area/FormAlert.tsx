import type { ReactNode } from 'react';

export interface FormAlertProps {
  /** Whether the problem shows (typically: save was tried and the rule failed). */
  when: unknown;
  children: ReactNode;
}

/** A form rule's message, announced when it appears. Styles: `admin-page.css`. */
export function FormAlert({ when, children }: FormAlertProps) {
  return when ? (
    <p className="idm-admin-error" role="alert">
      {children}
    </p>
  ) : null;
}
