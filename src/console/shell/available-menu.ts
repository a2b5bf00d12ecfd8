import { DEFAULT_SECTION, sectionOfHref } from '../../core/navigation';
import type { MenuItem } from '../../domain/navigation';

/**
 * The server's menu cut to what this console can open: an in-app link (`#/<section>…`) stays only
 * when the console has its section (an area declares it, or it is an alias of one) or it is the home
 * page (`#/default`); links elsewhere (other URLs) stay as they are. A group left with no entries goes
 * too, so that the menu and the home cards never lead to a page that is not there.
 */
export function availableMenu(items: readonly MenuItem[], sections: ReadonlySet<string>): MenuItem[] {
  return items.flatMap((item) => {
    if (item.subMenuList.length === 0) return opens(item, sections) ? [item] : [];
    const subMenuList = availableMenu(item.subMenuList, sections);
    return subMenuList.length > 0 ? [{ ...item, subMenuList }] : [];
  });
}

function opens(item: MenuItem, sections: ReadonlySet<string>): boolean {
  const section = sectionOfHref(item.context);
  return section === null || section === DEFAULT_SECTION || sections.has(section);
}
