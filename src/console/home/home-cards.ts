import type { MenuItem } from '../../domain/navigation';
import { safeHref } from '../../domain/safe-url';

export interface HomeLink {
  name: string;
  href: string;
}

export interface HomeCard {
  /** The menu group ('Administration') or the single entry's own name ('Dashboard'). */
  title: string;
  links: HomeLink[];
}

/**
 * The home page's cards from the server's menu (which lists only what the user may open): one card
 * per top-level entry, holding its sub-entries or itself. Entries without a safe link are left out,
 * and so are cards left empty.
 */
export function homeCards(
  items: readonly MenuItem[],
  profileItems: readonly MenuItem[] = [],
  profileTitle = '',
): HomeCard[] {
  const cards = items.map((item) => ({
    title: item.menuName,
    links: links(item.subMenuList.length > 0 ? item.subMenuList : [item]),
  }));
  if (profileItems.length > 0) cards.push({ title: profileTitle, links: links(profileItems) });
  return cards.filter((card) => card.links.length > 0 && card.title !== '');
}

function links(items: readonly MenuItem[]): HomeLink[] {
  const seen = new Set<string>();
  const result: HomeLink[] = [];
  for (const item of items) {
    const href = item.subMenuList.length === 0 ? safeHref(item.context) : null;
    if (href === null || item.menuName === '' || seen.has(href)) continue;
    seen.add(href);
    result.push({ name: item.menuName, href });
  }
  return result;
}
