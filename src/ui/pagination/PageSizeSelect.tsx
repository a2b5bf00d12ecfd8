import { useTranslation } from '../../core/react';
import { CONTROL_MARKER, textAround } from '../text-around';

export interface PageSizeSelectProps {
  pageSize: number;
  options: readonly number[];
  onChange(size: number): void;
}

/** 'Showing N per page' with N as a select. */
export function PageSizeSelect({ pageSize, options, onChange }: PageSizeSelectProps) {
  const { t } = useTranslation();
  const { before, after } = textAround(t('ui.pagination.perPage', { size: CONTROL_MARKER }));
  const choices = options.includes(pageSize) ? options : [...options, pageSize].sort((a, b) => a - b);
  return (
    <label className="idm-page-size">
      {before}
      <select value={pageSize} onChange={(event) => onChange(Number(event.target.value))}>
        {choices.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      {after}
    </label>
  );
}
