import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigationMenu } from '../../api/navigation';
import { useCoreStore } from '../../core/react';
import type { SearchItem } from '../../domain/global-search';
import { menuPages } from './pages';
import { SearchLauncher } from './SearchLauncher';

const NO_ACTIONS: never[] = [];

export interface SearchWidgetProps {
  /** Told first when an item is opened; false: do not navigate. */
  onChosen(item: SearchItem): boolean | void;
}

/**
 * `<idm-search>`'s content: the button and Ctrl+K over the server's finds and the menu's pages (no console
 * actions outside the console). Loaded by the element on its start, so the console's first load keeps the
 * launcher in its own chunk.
 */
export default function SearchWidget({ onChosen }: SearchWidgetProps) {
  const { t } = useTranslation();
  const user = useCoreStore('$user');
  const menu = useNavigationMenu();
  const pages = useMemo(() => menuPages(menu.data?.items ?? []), [menu.data]);
  return (
    <SearchLauncher
      label={t('search.open')}
      userDn={user?.dn ?? ''}
      pages={pages}
      actions={NO_ACTIONS}
      onChosen={onChosen}
      className="idm-search-standalone"
    />
  );
}
