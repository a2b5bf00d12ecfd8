import { useTranslation } from '../../core/react';

export interface PickerPagerProps {
  /** 0-based. */
  page: number;
  hasNext: boolean;
  /** The tab's label, naming the buttons' group. */
  label: string;
  onPageChange(page: number): void;
}

/** Prev and Next of one tab's list; nothing when there is only one page. */
export function PickerPager({ page, hasNext, label, onPageChange }: PickerPagerProps) {
  const { t } = useTranslation();
  if (page === 0 && !hasNext) return null;
  return (
    <div className="idm-picker-pager" role="group" aria-label={t('picker.pages', { label })}>
      <button
        type="button"
        className="idm-button secondary"
        disabled={page === 0}
        onClick={() => onPageChange(page - 1)}
      >
        {t('picker.previous')}
      </button>
      <button type="button" className="idm-button secondary" disabled={!hasNext} onClick={() => onPageChange(page + 1)}>
        {t('picker.next')}
      </button>
    </div>
  );
}
