import { useTranslation } from 'react-i18next';
import { SearchBox } from './SearchBox';
import type { ListStateHandle } from './use-list-state';

export interface ListSearchProps {
  /** The area's translation namespace, whose `search` (the box's label) and `searchButton` are used. */
  area: string;
  /** The search as the list state holds it. */
  value: string;
  paging: Pick<ListStateHandle, 'setSearch'>;
}

/** A list's search box: what is typed, trimmed, becomes the list's search (and goes back to its first page). */
export function ListSearch({ area, value, paging }: ListSearchProps) {
  const { t } = useTranslation();
  return (
    <SearchBox
      className="idm-list-search"
      label={t(`${area}.search`)}
      submitLabel={t(`${area}.searchButton`)}
      value={value}
      onSearch={(typed) => paging.setSearch(typed.trim())}
    />
  );
}
