import type { ReactNode } from 'react';

export interface AdminCheckboxProps {
  checked: boolean;
  onChange(checked: boolean): void;
  /** The box's label, beside it. */
  children: ReactNode;
}

/** An administration form's checkbox with its label. Styles: `admin-page.css`. */
export function AdminCheckbox({ checked, onChange, children }: AdminCheckboxProps) {
  return (
    <label className="idm-admin-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {children}
    </label>
  );
}
