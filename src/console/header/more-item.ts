import type { MenuItem } from '../../domain/navigation';

/** The 'More' menu's map name (no server item has it). */
export const MORE_MENU = 'idm-more';

/**
 * The 'More' menu over the items that did not fit in the header, or null when all fit. A folded item with its own
 * sub-menu shows as its name (not a link) followed by its sub-menu's links.
 */
export function moreItem(folded: readonly MenuItem[], label: string): MenuItem | null {
  if (folded.length === 0) return null;
  const subMenuList = folded.flatMap((item) =>
    item.subMenuList.length > 0 ? [{ ...item, context: '', subMenuList: [] }, ...item.subMenuList] : [item],
  );
  return { mapName: MORE_MENU, menuName: label, menuOrder: Number.MAX_SAFE_INTEGER, context: '', subMenuList };
}
