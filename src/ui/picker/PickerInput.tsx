import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from '../../core/react';

export interface PickerInputProps {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  query: string;
  placeholder: string;
  open: boolean;
  /** The popup the box controls (listbox or tree), while open. */
  popupId: string;
  popupKind: 'listbox' | 'tree';
  activeOptionId?: string;
  /** Tree tabs and dropdown mode cannot be typed into. */
  readOnly: boolean;
  disabled: boolean;
  required: boolean;
  invalid: boolean;
  describedBy?: string;
  onQueryChange(text: string): void;
  onClearQuery(): void;
  onToggle(): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}

/** The search box (an ARIA combobox) with its clear button and dropdown toggle. */
export function PickerInput({ inputRef, ...props }: PickerInputProps) {
  const { t } = useTranslation();
  return (
    <div className="idm-picker-field" part="picker-field">
      <input
        ref={inputRef}
        id={props.id}
        className="idm-picker-input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete={props.readOnly ? 'none' : 'list'}
        aria-haspopup={props.popupKind}
        aria-expanded={props.open}
        aria-controls={props.popupId}
        aria-activedescendant={props.open ? props.activeOptionId : undefined}
        aria-required={props.required || undefined}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        placeholder={props.placeholder}
        value={props.query}
        readOnly={props.readOnly}
        disabled={props.disabled}
        onChange={(event) => props.onQueryChange(event.currentTarget.value)}
        onClick={props.readOnly ? props.onToggle : undefined}
        onKeyDown={props.onKeyDown}
      />
      {props.query && !props.disabled ? (
        <button
          type="button"
          className="idm-icon-button idm-picker-clear"
          aria-label={t('picker.clearSearch')}
          onClick={props.onClearQuery}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
      <button
        type="button"
        className="idm-icon-button idm-picker-toggle"
        tabIndex={-1}
        aria-label={props.open ? t('picker.hideOptions') : t('picker.showOptions')}
        aria-expanded={props.open}
        disabled={props.disabled}
        onClick={props.onToggle}
      >
        <span aria-hidden="true">▾</span>
      </button>
    </div>
  );
}
