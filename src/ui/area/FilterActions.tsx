// A filters panel's buttons: the panels (lazy, as ListToolbar shows them) import them, the toolbar does not.

export interface FilterActionsProps {
  applyLabel: string;
  clearLabel: string;
  /** Apply is a submit button of the panel's form; off while a field is invalid. */
  applyDisabled?: boolean;
  onClear(): void;
}

/** A filters panel's Apply (submits its form) and Clear. */
export function FilterActions({ applyLabel, clearLabel, applyDisabled = false, onClear }: FilterActionsProps) {
  return (
    <div className="idm-filter-buttons">
      <button type="submit" className="idm-button" disabled={applyDisabled}>
        {applyLabel}
      </button>
      <button type="button" className="idm-button secondary" onClick={onClear}>
        {clearLabel}
      </button>
    </div>
  );
}
