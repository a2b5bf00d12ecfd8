import { useNavigationMenu } from '../../api/navigation';
import { useCoreStore } from '../../core/react';
import type { MenuItem } from '../../domain/navigation';
import { proxyMenu } from '../proxy/proxy-menu';

export interface ConsoleMenu {
  /** The server's menu, cut to tasks and access in proxy mode. */
  items: MenuItem[];
  /** The entries of the server's `profileMenu` item (for the profile dropdown and the home page). */
  profileItems: MenuItem[];
  isPending: boolean;
  error: Error | null;
}

export function useConsoleMenu(): ConsoleMenu {
  const menu = useNavigationMenu();
  const proxy = useCoreStore('$proxy');
  const items = menu.data?.items ?? [];
  return {
    items: proxy ? proxyMenu(items) : items,
    profileItems: proxy ? [] : (menu.data?.profileMenu?.subMenuList ?? []),
    isPending: menu.isPending,
    error: menu.error,
  };
}
