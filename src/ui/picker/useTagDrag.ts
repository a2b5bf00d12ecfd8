import { useRef, useState, type PointerEvent, type RefObject } from 'react';
import { autoScrollDelta, dropTargetIndex, insertionIndex } from '../../domain/picker-reorder';
import { isRightToLeft } from '../tree/direction';

export interface TagDrag {
  from: number;
  /** Where the item would be inserted (0..count). */
  insertAt: number;
}

/**
 * Pointer drag of tags within `listRef`: the pointer is captured by the dragged tag; near the list's
 * top or bottom edge the list scrolls; dropping calls `onMove(from, to)`.
 */
export function useTagDrag(listRef: RefObject<HTMLElement | null>, onMove: (from: number, to: number) => void) {
  const [drag, setDrag] = useState<TagDrag | null>(null);
  const dragRef = useRef<TagDrag | null>(null);

  const update = (next: TagDrag | null) => {
    dragRef.current = next;
    setDrag(next);
  };

  const tagBoxes = () =>
    [...(listRef.current?.querySelectorAll<HTMLElement>('[data-tag-index]') ?? [])].map((tag) =>
      tag.getBoundingClientRect(),
    );

  const start = (index: number) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('.idm-picker-tag-remove')) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    update({ from: index, insertAt: index });
  };

  const move = (event: PointerEvent<HTMLElement>) => {
    const current = dragRef.current;
    const list = listRef.current;
    if (!current || !list) return;
    const area = list.getBoundingClientRect();
    const delta = autoScrollDelta(event.clientY, area);
    if (delta !== 0) list.scrollTop += delta;
    const insertAt = insertionIndex(event.clientX, event.clientY, tagBoxes(), isRightToLeft(list));
    if (insertAt !== current.insertAt) update({ ...current, insertAt });
  };

  const end = () => {
    const current = dragRef.current;
    update(null);
    if (!current) return;
    const to = dropTargetIndex(current.from, current.insertAt);
    if (to !== current.from) onMove(current.from, to);
  };

  return { drag, start, move, end, cancel: () => update(null) };
}
