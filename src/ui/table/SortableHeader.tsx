import { ariaSortFor, nextSortOrder, type SortOrder } from '../../domain/table';
import type { DataTableColumn } from './types';

export interface SortableHeaderProps {
  column: DataTableColumn;
  sortBy?: string;
  sortOrder?: SortOrder;
  onSort?(column: string, order: SortOrder): void;
}

/** A column header; sortable ones are buttons and carry `aria-sort`. */
export function SortableHeader({ column, sortBy, sortOrder, onSort }: SortableHeaderProps) {
  if (!column.isSortable || !onSort) {
    return <th scope="col">{column.displayLabel}</th>;
  }
  const sort = ariaSortFor(column.column, sortBy, sortOrder);
  return (
    <th scope="col" aria-sort={sort}>
      <button
        type="button"
        className="idm-sort-button"
        onClick={() => onSort(column.column, nextSortOrder(column.column, sortBy, sortOrder))}
      >
        {column.displayLabel}
        <svg
          className={`idm-sort-icon ${sort}`}
          viewBox="0 0 10 14"
          width="10"
          height="14"
          aria-hidden="true"
          focusable="false"
        >
          <path className="up" d="M5 1l4 5H1z" />
          <path className="down" d="M5 13l4-5H1z" />
        </svg>
      </button>
    </th>
  );
}
