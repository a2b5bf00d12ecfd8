import { sectionOfHref } from '../../core/navigation';
import type { MenuItem } from '../../domain/navigation';

/** In proxy mode the menu keeps tasks, and of access only requests and history (spec section 4). */
export const PROXY_SECTIONS: ReadonlySet<string> = new Set(['tasks', 'requests', 'history']);

/**
 * The menu cut for proxy mode: entries for tasks, requests and history (by map name or by the
 * section they link to), and the groups that still hold one of them.
 */
export function proxyMenu(items: readonly MenuItem[]): MenuItem[] {
  const kept: MenuItem[] = [];
  for (const item of items) {
    if (item.subMenuList.length > 0) {
      const children = proxyMenu(item.subMenuList);
      if (children.length > 0) kept.push({ ...item, subMenuList: children });
    } else if (isProxySection(item)) {
      kept.push(item);
    }
  }
  return kept;
}

function isProxySection(item: MenuItem): boolean {
  const section = sectionOfHref(item.context);
  return PROXY_SECTIONS.has(item.mapName) || (section !== null && PROXY_SECTIONS.has(section));
}
