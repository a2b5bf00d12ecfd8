import { useTranslation } from '../../core/react';
import { SearchBox } from './SearchBox';
import type { ListStateHandle } from './use-list-state';

export interface ListSearchProps {
  /** The area's translation namespace, whose `search` (the box's label) and `searchButton` are used. */
  area: string;
  /** The search as the list state holds it. */
  value: string;
  paging: Pick<ListStateHandle, 'setSearch'>;
  /** The box's label where the area has several lists ('Search loggers'); else the area's `search`. */
  label?: string;
  /** The button's text where the area names it otherwise; else the area's `searchButton`. */
  submitLabel?: string;
}

/** A list's search box: what is typed, trimmed, becomes the list's search (and goes back to its first page). */
export function ListSearch({ area, value, paging, label, submitLabel }: ListSearchProps) {
  const { t } = useTranslation();
  return (
    <SearchBox
      className="idm-list-search"
      label={label ?? t(`${area}.search`)}
      submitLabel={submitLabel ?? t(`${area}.searchButton`)}
      value={value}
      onSearch={(typed) => paging.setSearch(typed.trim())}
    />
  );
}
