import { useMemo } from 'react';
import { SearchLauncher } from '../../areas/search/SearchLauncher';
import { useCoreStore, useTranslation } from '../../core/react';
import type { MenuItem } from '../../domain/navigation';
import { menuPages } from '../../areas/search/pages';
import { useSearchActions } from './search-actions';

export interface ConsoleSearchProps {
  menuItems: readonly MenuItem[];
  profileItems: readonly MenuItem[];
  mayProxy: boolean;
  onProxyAs(): void;
  onSignOut(): void;
}

/** The header's search button and Ctrl+K / ⌘K: the console's pages and actions beside what the server finds. */
export function ConsoleSearch({ menuItems, profileItems, mayProxy, onProxyAs, onSignOut }: ConsoleSearchProps) {
  const { t } = useTranslation();
  const user = useCoreStore('$user');
  const actions = useSearchActions({ mayProxy, onProxyAs, onSignOut });
  const pages = useMemo(() => menuPages([...menuItems, ...profileItems]), [menuItems, profileItems]);
  return <SearchLauncher label={t('console.search.open')} userDn={user?.dn ?? ''} pages={pages} actions={actions} />;
}
