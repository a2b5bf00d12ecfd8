/**
 * Reordering rules shared by the dashboard tiles, the landing items and the featured items: a list moves
 * one entry by a step (keyboard: Move up / Move down) or to another place (pointer: drag and drop).
 */

/** `list` with the entry at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveTo<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  if (from < 0 || from >= copy.length) return copy;
  const target = Math.max(0, Math.min(copy.length - 1, to));
  if (target === from) return copy;
  const [entry] = copy.splice(from, 1) as [T];
  copy.splice(target, 0, entry);
  return copy;
}

/** `list` with the entry at `index` moved one place up (-1) or down (+1). */
export function moveBy<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  return moveTo(list, index, index + step);
}

/** The order numbers the server stores, 1, 2, 3, … in list order. */
export function withOrder<T extends object>(list: readonly T[]): (T & { order: number })[] {
  return list.map((entry, index) => ({ ...entry, order: index + 1 }));
}
