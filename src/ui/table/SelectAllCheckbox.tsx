import { useEffect, useRef } from 'react';
import { useTranslation } from '../../core/react';
import type { PageSelection } from '../../domain/table';

export interface SelectAllCheckboxProps {
  state: PageSelection;
  disabled: boolean;
  onToggle(): void;
}

/** Selects or clears the current page's rows; indeterminate when only some are selected. */
export function SelectAllCheckbox({ state, disabled, onToggle }: SelectAllCheckboxProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className="idm-select-target">
      <input
        ref={ref}
        type="checkbox"
        checked={state === 'all'}
        disabled={disabled}
        aria-label={t('ui.table.selectAll')}
        onChange={onToggle}
      />
    </label>
  );
}
