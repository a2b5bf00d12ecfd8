import { useNavigationMenu } from '../../api/navigation';
import { useCoreStore } from '../../core/react';
import type { MenuItem } from '../../domain/navigation';
import { proxyMenu } from '../proxy/proxy-menu';
import { AREA_SECTIONS } from '../routes/registered-areas';
import { availableMenu } from './available-menu';

const OPENABLE_SECTIONS: ReadonlySet<string> = new Set(AREA_SECTIONS.map((s) => s.section));

export interface ConsoleMenu {
  /** The server's menu, cut to the sections this console has, and to tasks and access in proxy mode. */
  items: MenuItem[];
  /** The entries of the server's `profileMenu` item (for the profile dropdown and the home page). */
  profileItems: MenuItem[];
  isPending: boolean;
  error: Error | null;
}

export function useConsoleMenu(): ConsoleMenu {
  const menu = useNavigationMenu();
  const proxy = useCoreStore('$proxy');
  const items = availableMenu(menu.data?.items ?? [], OPENABLE_SECTIONS);
  return {
    items: proxy ? proxyMenu(items) : items,
    profileItems: proxy ? [] : availableMenu(menu.data?.profileMenu?.subMenuList ?? [], OPENABLE_SECTIONS),
    isPending: menu.isPending,
    error: menu.error,
  };
}
