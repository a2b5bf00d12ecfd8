import { useMemo } from 'react';
import { useNavigationMenu } from '../../api/navigation';
import { useCoreStore } from '../../core/react';
import type { MenuItem } from '../../domain/navigation';
import { proxyMenu } from '../proxy/proxy-menu';
import { availableMenu } from './available-menu';
import { useOpenableSections } from './openable-sections';

export interface ConsoleMenu {
  /** The server's menu cut to the sections this console has, and to tasks and access in proxy mode. */
  items: MenuItem[];
  /** The entries of the server's `profileMenu` item this console has (profile dropdown, home page). */
  profileItems: MenuItem[];
  isPending: boolean;
  /** Set when the menu could not be loaded (after the read retries) and none is shown. */
  error: Error | null;
  retry(): void;
}

export function useConsoleMenu(): ConsoleMenu {
  const menu = useNavigationMenu();
  const proxy = useCoreStore('$proxy');
  const sections = useOpenableSections();
  const items = useMemo(() => availableMenu(menu.data?.items ?? [], sections), [menu.data, sections]);
  const profileItems = useMemo(
    () => availableMenu(menu.data?.profileMenu?.subMenuList ?? [], sections),
    [menu.data, sections],
  );
  return {
    items: proxy ? proxyMenu(items) : items,
    profileItems: proxy ? [] : profileItems,
    isPending: menu.isPending,
    error: menu.data ? null : menu.error,
    retry: () => void menu.refetch(),
  };
}
