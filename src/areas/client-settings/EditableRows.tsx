import type { ReactNode } from 'react';
import { useTranslation } from '../../core/react';

export interface EditableRowsProps<T> {
  legend: string;
  rows: readonly T[];
  /** A list-wide message (e.g. "too many"), shown above the rows. */
  error?: string | null;
  addLabel: string;
  /** The row a click on the add button appends. */
  blank: T;
  onChange(rows: T[]): void;
  /** The fields of one row; `update` replaces that row. */
  children(row: T, index: number, update: (row: T) => void): ReactNode;
}

/** A client-settings list of rows (footer links, help-desk numbers, search lookups): each removable, one added at a time. */
export function EditableRows<T>({ legend, rows, error, addLabel, blank, onChange, children }: EditableRowsProps<T>) {
  const { t } = useTranslation();
  return (
    <fieldset className="client-settings-group">
      <legend>{legend}</legend>
      {error ? <p className="idm-admin-error">{error}</p> : null}
      <ul className="client-settings-rows">
        {rows.map((row, index) => (
          <li key={index} className="client-settings-row">
            {children(row, index, (next) => onChange(rows.map((r, i) => (i === index ? next : r))))}
            <button
              type="button"
              className="idm-button secondary"
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              {t('clientSettings.remove')}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="idm-button secondary" onClick={() => onChange([...rows, blank])}>
        {addLabel}
      </button>
    </fieldset>
  );
}
