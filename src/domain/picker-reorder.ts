/** Reordering selected items: keyboard moves, where a pointer drop lands, and drag auto-scroll. */

/** Spec section 9: dragging within this many pixels of a scroll area's edge scrolls it. */
export const DRAG_AUTO_SCROLL_MARGIN = 20;
const AUTO_SCROLL_STEP = 10;

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The index a keyboard move leads to, or null when the key is not a move or the item cannot go
 * further: Alt+ArrowUp/Left one earlier, Alt+ArrowDown/Right one later (Left and Right follow the
 * reading direction); plain ArrowUp/ArrowDown also move when `plainArrows` (on a drag handle).
 */
export function keyboardMoveTarget(
  event: { key: string; altKey: boolean },
  index: number,
  count: number,
  options: { rtl?: boolean; plainArrows?: boolean } = {},
): number | null {
  const vertical = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
  const horizontal = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
  let step = 0;
  if (vertical !== 0 && (event.altKey || options.plainArrows)) step = vertical;
  else if (horizontal !== 0 && event.altKey) step = options.rtl ? -horizontal : horizontal;
  if (step === 0) return null;
  const target = index + step;
  return target < 0 || target >= count ? null : target;
}

/**
 * Where a dragged item would be inserted (0..count) for a pointer at (x, y), given the boxes of
 * the items in order. Items flow in lines: the line under the pointer decides, then the first
 * item whose middle lies after the pointer in reading order.
 */
export function insertionIndex(x: number, y: number, boxes: readonly Box[], rtl = false): number {
  const line = boxes.flatMap((box, index) => (y >= box.top && y <= box.bottom ? [{ box, index }] : []));
  if (line.length === 0) {
    const first = boxes[0];
    return first && y < first.top ? 0 : boxes.length;
  }
  for (const { box, index } of line) {
    const middle = (box.left + box.right) / 2;
    if (rtl ? x > middle : x < middle) return index;
  }
  return (line[line.length - 1]?.index ?? boxes.length - 1) + 1;
}

/** The target index for `moveItem` when the item at `from` is inserted before position `insertAt`. */
export function dropTargetIndex(from: number, insertAt: number): number {
  return insertAt > from ? insertAt - 1 : insertAt;
}

/** Pixels to scroll a drag area by: up near its top edge, down near its bottom edge, else 0. */
export function autoScrollDelta(
  pointerY: number,
  area: { top: number; bottom: number },
  margin: number = DRAG_AUTO_SCROLL_MARGIN,
  step: number = AUTO_SCROLL_STEP,
): number {
  if (pointerY < area.top + margin) return -step;
  if (pointerY > area.bottom - margin) return step;
  return 0;
}
