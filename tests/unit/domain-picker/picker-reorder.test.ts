import { describe, expect, it } from 'vitest';
import {
  DRAG_AUTO_SCROLL_MARGIN,
  autoScrollDelta,
  dropTargetIndex,
  insertionIndex,
  keyboardMoveTarget,
} from '../../../src/domain/picker-reorder';

describe('keyboard moves', () => {
  it('Alt+ArrowUp/Left move one earlier, Alt+ArrowDown/Right one later', () => {
    expect(keyboardMoveTarget({ key: 'ArrowUp', altKey: true }, 2, 4)).toBe(1);
    expect(keyboardMoveTarget({ key: 'ArrowLeft', altKey: true }, 2, 4)).toBe(1);
    expect(keyboardMoveTarget({ key: 'ArrowDown', altKey: true }, 2, 4)).toBe(3);
    expect(keyboardMoveTarget({ key: 'ArrowRight', altKey: true }, 2, 4)).toBe(3);
  });

  it('stops at the ends', () => {
    expect(keyboardMoveTarget({ key: 'ArrowUp', altKey: true }, 0, 4)).toBeNull();
    expect(keyboardMoveTarget({ key: 'ArrowDown', altKey: true }, 3, 4)).toBeNull();
  });

  it('plain arrows move only on a handle (Up/Down), never Left/Right', () => {
    expect(keyboardMoveTarget({ key: 'ArrowDown', altKey: false }, 0, 4)).toBeNull();
    expect(keyboardMoveTarget({ key: 'ArrowDown', altKey: false }, 0, 4, { plainArrows: true })).toBe(1);
    expect(keyboardMoveTarget({ key: 'ArrowRight', altKey: false }, 0, 4, { plainArrows: true })).toBeNull();
    expect(keyboardMoveTarget({ key: 'Enter', altKey: true }, 0, 4)).toBeNull();
  });

  it('right to left: Alt+ArrowLeft moves later', () => {
    expect(keyboardMoveTarget({ key: 'ArrowLeft', altKey: true }, 1, 4, { rtl: true })).toBe(2);
    expect(keyboardMoveTarget({ key: 'ArrowRight', altKey: true }, 1, 4, { rtl: true })).toBe(0);
  });
});

describe('pointer drops', () => {
  // Two lines: tags 0-2 on the first (y 0-20), tag 3 on the second (y 30-50).
  const boxes = [
    { left: 0, right: 100, top: 0, bottom: 20 },
    { left: 110, right: 210, top: 0, bottom: 20 },
    { left: 220, right: 320, top: 0, bottom: 20 },
    { left: 0, right: 100, top: 30, bottom: 50 },
  ];

  it('inserts before the first tag on the line whose middle is after the pointer', () => {
    expect(insertionIndex(10, 10, boxes)).toBe(0);
    expect(insertionIndex(120, 10, boxes)).toBe(1);
    expect(insertionIndex(200, 10, boxes)).toBe(2);
    expect(insertionIndex(300, 10, boxes)).toBe(3);
    expect(insertionIndex(90, 40, boxes)).toBe(4);
  });

  it('above every tag inserts first; below every tag inserts last', () => {
    expect(insertionIndex(50, -10, boxes)).toBe(0);
    expect(insertionIndex(50, 99, boxes)).toBe(4);
  });

  it('right to left reads the line from the right', () => {
    const rtlBoxes = [
      { left: 200, right: 300, top: 0, bottom: 20 },
      { left: 90, right: 190, top: 0, bottom: 20 },
    ];
    expect(insertionIndex(290, 10, rtlBoxes, true)).toBe(0);
    expect(insertionIndex(150, 10, rtlBoxes, true)).toBe(1);
    expect(insertionIndex(100, 10, rtlBoxes, true)).toBe(2);
  });

  it('turns an insertion point into the moved item’s new index', () => {
    expect(dropTargetIndex(0, 3)).toBe(2);
    expect(dropTargetIndex(3, 0)).toBe(0);
    expect(dropTargetIndex(1, 1)).toBe(1);
    expect(dropTargetIndex(1, 2)).toBe(1);
  });
});

describe('drag auto-scroll', () => {
  const area = { top: 100, bottom: 300 };

  it('scrolls within the 20 px margin of either edge, not elsewhere', () => {
    expect(DRAG_AUTO_SCROLL_MARGIN).toBe(20);
    expect(autoScrollDelta(110, area)).toBeLessThan(0);
    expect(autoScrollDelta(119, area)).toBeLessThan(0);
    expect(autoScrollDelta(120, area)).toBe(0);
    expect(autoScrollDelta(200, area)).toBe(0);
    expect(autoScrollDelta(280, area)).toBe(0);
    expect(autoScrollDelta(281, area)).toBeGreaterThan(0);
  });
});
