import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../core/react';
import { clampGoToPage } from '../../domain/pagination';

export interface GoToPageProps {
  /** 0-based. */
  currentPage: number;
  pageCount: number;
  /** 0-based. */
  onPageChange(page: number): void;
}

/** 'Go to page' input with GO; Enter, GO, ArrowUp and ArrowDown go to the (clamped) page. */
export function GoToPage({ currentPage, pageCount, onPageChange }: GoToPageProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [entry, setEntry] = useState('');

  const goTo = (input: string | number) => {
    const page = clampGoToPage(input, pageCount);
    setEntry(String(page));
    if (page - 1 !== currentPage) onPageChange(page - 1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      goTo(entry);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const from = entry.trim() === '' ? currentPage + 1 : clampGoToPage(entry, pageCount);
      goTo(from + (event.key === 'ArrowUp' ? 1 : -1));
    }
  };

  return (
    <div className="idm-go-to-page">
      <label htmlFor={inputId}>{t('ui.pagination.goToPage')}</label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={1}
        max={pageCount}
        value={entry}
        onChange={(event) => setEntry(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="idm-button secondary" onClick={() => goTo(entry)}>
        {t('ui.pagination.go')}
      </button>
    </div>
  );
}
