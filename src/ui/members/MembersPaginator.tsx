import { useTranslation } from '../../core/react';
import { showingRange, totalPages } from '../../domain/pagination';

export interface MembersPaginatorProps {
  /** 0-based. */
  page: number;
  pageSize: number;
  total: number;
  hasNext: boolean;
  /** 0-based. */
  onPageChange(page: number): void;
}

/** 'Showing {first} to {last} of {totalRecords} entries' with first, previous, next and last page. */
export function MembersPaginator({ page, pageSize, total, hasNext, onPageChange }: MembersPaginatorProps) {
  const { t } = useTranslation();
  const { first, last } = showingRange({ currentPage: page, pageSize, total });
  const lastPage = totalPages(total, pageSize) - 1;
  const hasPrevious = page > 0;
  const step = (label: string, symbol: string, target: number, enabled: boolean) => (
    <button
      type="button"
      className="idm-icon-button"
      aria-label={label}
      disabled={!enabled}
      onClick={() => onPageChange(target)}
    >
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
  return (
    <nav className="idm-members-paginator" aria-label={t('members.pages')}>
      <p className="idm-members-report" aria-live="polite">
        {t('members.pageReport', { first, last, totalRecords: total })}
      </p>
      <div className="idm-members-steps">
        {step(t('members.firstPage'), '«', 0, hasPrevious)}
        {step(t('members.previousPage'), '‹', page - 1, hasPrevious)}
        {step(t('members.nextPage'), '›', page + 1, hasNext)}
        {step(t('members.lastPage'), '»', Math.max(lastPage, page + 1), hasNext)}
      </div>
    </nav>
  );
}
