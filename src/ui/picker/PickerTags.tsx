import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../core/react';
import { itemKey, pickerItemLabel, type PickerItem } from '../../domain/picker-item';
import { keyboardMoveTarget } from '../../domain/picker-reorder';
import { isRightToLeft } from '../tree/direction';
import { useTagDrag } from './useTagDrag';

export interface PickerTagsProps {
  items: readonly PickerItem[];
  /** The picker's label, naming the list of selected items. */
  label: string;
  reorderable: boolean;
  disabled: boolean;
  onRemove(item: PickerItem): void;
  onClear(): void;
  onMove(from: number, to: number): void;
}

/**
 * The selected items as tags with Remove, the 'Clear Selection' link and, when reorderable, the
 * drag hint, pointer drag and keyboard moves (announced in a live region).
 */
export function PickerTags({ items, label, reorderable, disabled, onRemove, onClear, onMove }: PickerTagsProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const canReorder = reorderable && !disabled && items.length > 1;

  const moveAndAnnounce = (from: number, to: number) => {
    const item = items[from];
    if (!item) return;
    onMove(from, to);
    setAnnouncement(t('picker.moved', { name: pickerItemLabel(item), position: to + 1, count: items.length }));
    return item;
  };
  const drag = useTagDrag(listRef, moveAndAnnounce);

  // A moved tag is re-inserted in the DOM, which loses focus: give it back to its handle.
  useEffect(() => {
    if (focusKey === null) return;
    for (const handle of listRef.current?.querySelectorAll<HTMLElement>('[data-handle-key]') ?? []) {
      if (handle.getAttribute('data-handle-key') === focusKey) handle.focus();
    }
  }, [focusKey, items]);

  const onTagKeyDown = (index: number, onHandle: boolean) => (event: KeyboardEvent<HTMLElement>) => {
    if (!canReorder) return;
    const to = keyboardMoveTarget(event, index, items.length, {
      rtl: isRightToLeft(event.currentTarget),
      plainArrows: onHandle,
    });
    if (to === null) return;
    event.preventDefault();
    event.stopPropagation();
    const moved = moveAndAnnounce(index, to);
    if (moved) setFocusKey(itemKey(moved));
  };

  if (items.length === 0) return <div className="visually-hidden" aria-live="polite" />;

  return (
    <div className="idm-picker-selection" part="picker-selection">
      {reorderable ? (
        <p id={hintId} className="idm-picker-hint">
          {t('picker.dragHint')}
          <span className="visually-hidden"> {t('picker.keyboardHint')}</span>
        </p>
      ) : null}
      <ul
        ref={listRef}
        className="idm-picker-tags"
        aria-label={t('picker.selectedItems', { label })}
        onPointerMove={drag.move}
        onPointerUp={drag.end}
        onPointerCancel={drag.cancel}
      >
        {items.map((item, index) => {
          const key = itemKey(item);
          const name = pickerItemLabel(item);
          const dropHere = drag.drag !== null && drag.drag.insertAt === index && drag.drag.from !== index;
          return (
            <li
              key={key}
              data-tag-index={index}
              className={['idm-picker-tag', drag.drag?.from === index ? 'dragging' : '', dropHere ? 'drop-before' : '']
                .filter(Boolean)
                .join(' ')}
              onPointerDown={canReorder ? drag.start(index) : undefined}
              onKeyDown={onTagKeyDown(index, false)}
            >
              {canReorder ? (
                <button
                  type="button"
                  className="idm-picker-tag-handle"
                  data-handle-key={key}
                  aria-label={t('picker.move', { name, position: index + 1, count: items.length })}
                  aria-describedby={hintId}
                  onKeyDown={onTagKeyDown(index, true)}
                >
                  <span aria-hidden="true">⠿</span>
                </button>
              ) : null}
              <span className="idm-picker-tag-label" title={tagTitle(item, name)}>
                {name}
              </span>
              {disabled ? null : (
                <button
                  type="button"
                  className="idm-icon-button idm-picker-tag-remove"
                  aria-label={t('picker.remove', { name })}
                  onClick={() => onRemove(item)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {disabled ? null : (
        <button type="button" className="idm-link-button idm-picker-clear-selection" onClick={onClear}>
          {t('picker.clearSelection')}
        </button>
      )}
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}

/** A tag shows a short name; its DN, where that says more, on hover. */
function tagTitle(item: PickerItem, name: string): string | undefined {
  const dn = item.dn ?? item.recipientdn ?? item.userDn;
  return dn && dn !== name ? dn : undefined;
}
