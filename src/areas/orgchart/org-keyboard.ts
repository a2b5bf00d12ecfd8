/**
 * Keyboard moves in the org chart, a grid of person buttons in rows: the levels above (farthest
 * first), the person, the direct reports. Up = one level up (the manager), Down = one level down (the
 * person below a manager, the first report below the person), Left/Right = siblings in the same row
 * (mirrored right-to-left), Home/End = first/last of the row. Enter (handled by the view) puts the
 * focused person in the middle.
 */
export interface OrgPosition {
  row: number;
  index: number;
}

export interface OrgMoveOptions {
  dir?: 'ltr' | 'rtl';
  /** Index in the row below for Down (e.g. the one a manager manages); 0 when left out. */
  downIndex?(from: OrgPosition): number;
  /** Index in the row above for Up; 0 when left out. */
  upIndex?(from: OrgPosition): number;
}

export const ORG_KEYS: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];

const within = (index: number, count: number) => Math.min(Math.max(index, 0), Math.max(count - 1, 0));

/** The position a key leads to, or null when it leads nowhere (focus stays). `rows` holds each row's size. */
export function moveFocus(
  from: OrgPosition,
  key: string,
  rows: readonly number[],
  options: OrgMoveOptions = {},
): OrgPosition | null {
  const count = rows[from.row] ?? 0;
  const forward = options.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = options.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const rowAt = (row: number, index: number): OrgPosition | null =>
    row >= 0 && row < rows.length && (rows[row] ?? 0) > 0 ? { row, index: within(index, rows[row] ?? 0) } : null;

  switch (key) {
    case 'ArrowUp':
      return rowAt(from.row - 1, options.upIndex?.(from) ?? 0);
    case 'ArrowDown':
      return rowAt(from.row + 1, options.downIndex?.(from) ?? 0);
    case 'Home':
      return count > 0 && from.index !== 0 ? { row: from.row, index: 0 } : null;
    case 'End':
      return count > 0 && from.index !== count - 1 ? { row: from.row, index: count - 1 } : null;
    default:
      if (key === forward) return from.index + 1 < count ? { row: from.row, index: from.index + 1 } : null;
      if (key === backward) return from.index > 0 ? { row: from.row, index: from.index - 1 } : null;
      return null;
  }
}
