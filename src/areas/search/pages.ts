import type { SearchItem } from '../../domain/global-search';
import type { MenuItem } from '../../domain/navigation';

/** The menu's pages (the server's menu: what this user may open) as search items, each beside its menu group. */
export function menuPages(items: readonly MenuItem[], group = ''): SearchItem[] {
  return items.flatMap((item) =>
    item.subMenuList.length > 0
      ? menuPages(item.subMenuList, item.menuName)
      : item.context.startsWith('#/')
        ? [{ kind: 'page' as const, id: item.context, name: item.menuName, secondLine: group }]
        : [],
  );
}
