import { useLayoutEffect, useState, type RefObject } from 'react';
import type { MenuItem } from '../../domain/navigation';

interface Fitting {
  items: readonly MenuItem[];
  moreLabel: string;
  generation: number;
  count: number;
}

/** Below this width the whole menu folds behind the Menu button (console.css says the same). */
export const COLLAPSED_MENU_QUERY = '(max-width: 1023.98px)';

/**
 * How many of the menu's top-level items fit in one row of the header; the rest go into the 'More' menu.
 * Every item and 'More' are rendered once (`measuring`: the caller shows them all) to measure their widths; from
 * then on the menu's free width decides, on every resize. Below 1024 px the menu is behind the Menu button and
 * shows every item.
 */
export function useMenuOverflow(
  listRef: RefObject<HTMLUListElement | null>,
  items: readonly MenuItem[],
  /** The More menu's label: another language measures again. */
  moreLabel: string,
): { shown: number; measuring: boolean } {
  // A new measurement for new items, and when the menu comes out from behind the Menu button.
  const [generation, setGeneration] = useState(0);
  const [fitting, setFitting] = useState<Fitting | null>(null);
  const measuring = fitting?.items !== items || fitting.moreLabel !== moreLabel || fitting.generation !== generation;

  useLayoutEffect(() => {
    const list = listRef.current;
    const nav = list?.parentElement;
    if (!list || !nav) return;
    const collapsed = window.matchMedia(COLLAPSED_MENU_QUERY);
    // Measured while every item and 'More' are shown (this effect runs for that render only).
    const widths = [...list.children].map((child) => child.getBoundingClientRect().width);
    const moreWidth = widths.pop() ?? 0;
    const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
    const fit = () => {
      const count = collapsed.matches ? items.length : itemsThatFit(widths, moreWidth, gap, nav.clientWidth);
      setFitting((known) =>
        known?.items === items &&
        known.moreLabel === moreLabel &&
        known.generation === generation &&
        known.count === count
          ? known
          : { items, moreLabel, generation, count },
      );
    };
    const measureAgain = () => setGeneration((value) => value + 1);
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(nav);
    collapsed.addEventListener('change', measureAgain);
    return () => {
      observer.disconnect();
      collapsed.removeEventListener('change', measureAgain);
    };
  }, [listRef, items, moreLabel, generation]);

  return { shown: measuring ? items.length : (fitting?.count ?? items.length), measuring };
}

/** The most leading items that fit in `space` (with 'More' after them unless all fit). */
export function itemsThatFit(widths: readonly number[], moreWidth: number, gap: number, space: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
  if (total <= space) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > space) break;
    used += gap + width;
    count += 1;
  }
  return count;
}
