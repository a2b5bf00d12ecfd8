import { DEFAULT_SECTION, sectionOfHref } from '../../core/navigation';
import type { MenuItem } from '../../domain/navigation';

/**
 * The server's menu cut to what this console can open: an in-app link (`#/<section>…`) stays only
 * when an area declares its section (or it is the home page); other links stay as they are. A group
 * left with no entries goes too, so the menu never leads to a page that is not there.
 */
export function availableMenu(items: readonly MenuItem[], sections: ReadonlySet<string>): MenuItem[] {
  const opens = (item: MenuItem): boolean => {
    const section = sectionOfHref(item.context);
    return section === null || section === DEFAULT_SECTION || sections.has(section);
  };
  return items.flatMap((item) => {
    if (item.subMenuList.length === 0) return opens(item) ? [item] : [];
    const subMenuList = availableMenu(item.subMenuList, sections);
    return subMenuList.length > 0 ? [{ ...item, subMenuList }] : [];
  });
}
