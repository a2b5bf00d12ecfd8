import { useCoreStore, useTranslation } from '../../core/react';
import type { SearchItem } from '../../domain/global-search';
import { SearchLauncher } from './SearchLauncher';

const NONE: never[] = [];

export interface SearchWidgetProps {
  /** Told first when an item is opened; false: do not navigate. */
  onChosen(item: SearchItem): boolean | void;
}

/**
 * `<idm-search>`'s content: the button and Ctrl+K over what the server finds (the console's pages and actions are
 * the console's own). Loaded by the element on its start, so that the console's first load shares no chunk with it.
 */
export default function SearchWidget({ onChosen }: SearchWidgetProps) {
  const { t } = useTranslation();
  const user = useCoreStore('$user');
  return (
    <SearchLauncher
      label={t('search.open')}
      userDn={user?.dn ?? ''}
      pages={NONE}
      actions={NONE}
      onChosen={onChosen}
      className="idm-search-standalone"
    />
  );
}
