import { useTranslation } from '../../core/react';
import { itemKey, pickerItemLabel, type PickerItem } from '../../domain/picker-item';
import { ComponentLoader } from '../ComponentLoader';
import type { ListView } from './list-view';

export interface PickerListProps {
  id: string;
  /** Names the listbox (the tab's label). */
  label: string;
  view: ListView;
  emptyText: string;
  tooManyText: string;
  failedText: string;
  multiselectable: boolean;
  activeIndex: number | null;
  optionId(index: number): string;
  isSelected(item: PickerItem): boolean;
  isChoosable(item: PickerItem): boolean;
  onChoose(item: PickerItem): void;
}

/** One tab's results as a listbox, with its not-started, loading, empty, too-many and failed states. */
export function PickerList(props: PickerListProps) {
  const { t } = useTranslation();
  const { view } = props;
  const items = view.status === 'loaded' ? view.items : [];
  return (
    <div className="idm-picker-results">
      <PickerListState {...props} notStartedText={t('picker.notStarted')} />
      <ul
        id={props.id}
        role="listbox"
        className="idm-picker-list"
        aria-label={props.label}
        aria-multiselectable={props.multiselectable || undefined}
        aria-busy={view.status === 'loading' || undefined}
        // Keeps focus in the search box when an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
      >
        {items.map((item, index) => {
          const choosable = props.isChoosable(item);
          return (
            <li
              key={itemKey(item)}
              id={props.optionId(index)}
              role="option"
              className={['idm-picker-option', index === props.activeIndex ? 'active' : ''].filter(Boolean).join(' ')}
              aria-selected={props.isSelected(item)}
              aria-disabled={!choosable || undefined}
              onClick={() => {
                if (choosable) props.onChoose(item);
              }}
            >
              <span className="idm-picker-option-label">{pickerItemLabel(item)}</span>
              {item.description ? <span className="idm-picker-option-description">{item.description}</span> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function PickerListState(props: PickerListProps & { notStartedText: string }) {
  const { view } = props;
  if (view.status === 'loading') return <ComponentLoader />;
  if (view.status === 'error') {
    return (
      <p className="idm-picker-message error" role="alert">
        {props.failedText}
      </p>
    );
  }
  const text =
    view.status === 'notStarted'
      ? props.notStartedText
      : view.items.length === 0
        ? props.emptyText
        : view.tooMany
          ? props.tooManyText
          : '';
  return (
    <p className="idm-picker-message" role="status">
      {text}
    </p>
  );
}
