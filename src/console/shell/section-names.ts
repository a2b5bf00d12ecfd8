import { sectionOfHref } from '../../core/navigation';
import type { MenuItem } from '../../domain/navigation';

/** The menu's name for a section ('role' → 'Roles'), or null when the menu does not link to it. */
export function menuNameOfSection(items: readonly MenuItem[], section: string): string | null {
  for (const item of items) {
    if (item.subMenuList.length > 0) {
      const found = menuNameOfSection(item.subMenuList, section);
      if (found !== null) return found;
    } else if (sectionOfHref(item.context) === section && item.menuName !== '') {
      return item.menuName;
    }
  }
  return null;
}
