import { useLoadedGeneralSettings } from '../../api/settings';
import { useTranslation } from '../../core/react';
import {
  hasNextPage,
  hasPreviousPage,
  pageSizeOptions,
  showingRange,
  totalPages,
  type PageState,
} from '../../domain/pagination';
import { GoToPage } from './GoToPage';
import { PageSizeSelect } from './PageSizeSelect';

export interface PaginationBarProps extends PageState {
  /** 0-based. */
  onPageChange(page: number): void;
  /** A new size; the bar also asks for the first page. */
  onPageSizeChange(size: number): void;
  /** Defaults to the global settings' `optionsRowsPerPage` (5, 10, 25, 50). */
  pageSizeOptions?: readonly number[];
  /** Names the navigation landmark when a page has several lists. */
  label?: string;
}

/** 'Showing a - b of total', Previous, Next, 'Go to page' and 'Showing N per page'. */
export function PaginationBar(props: PaginationBarProps) {
  const { t } = useTranslation();
  const generalSettings = useLoadedGeneralSettings();
  const { currentPage, pageSize, total, onPageChange, onPageSizeChange } = props;
  const options = props.pageSizeOptions ?? pageSizeOptions(generalSettings);
  const { first, last } = showingRange(props);
  const pageCount = totalPages(total, pageSize);

  const changeSize = (size: number) => {
    onPageSizeChange(size);
    if (currentPage !== 0) onPageChange(0);
  };

  return (
    <nav className="idm-pagination" part="pagination" aria-label={props.label ?? t('ui.pagination.label')}>
      <p className="idm-pagination-range" aria-live="polite">
        {t('ui.pagination.showing', { first, last, total })}
      </p>
      <div className="idm-pagination-pages">
        {hasPreviousPage(props) ? (
          <button type="button" className="idm-button secondary" onClick={() => onPageChange(currentPage - 1)}>
            {t('ui.pagination.previous')}
          </button>
        ) : null}
        {hasNextPage(props) ? (
          <button type="button" className="idm-button secondary" onClick={() => onPageChange(currentPage + 1)}>
            {t('ui.pagination.next')}
          </button>
        ) : null}
        <GoToPage currentPage={currentPage} pageCount={pageCount} onPageChange={onPageChange} />
      </div>
      <PageSizeSelect pageSize={pageSize} options={options} onChange={changeSize} />
    </nav>
  );
}
