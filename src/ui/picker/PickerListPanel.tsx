import { useTranslation } from 'react-i18next';
import type { PickerItem } from '../../domain/picker-item';
import type { ListView } from './list-view';
import { PickerList } from './PickerList';
import { PickerPager } from './PickerPager';
import type { ListTabDefinition } from './tabs';

export interface PickerListPanelProps {
  listboxId: string;
  tab: ListTabDefinition;
  label: string;
  view: ListView;
  page: number;
  onPageChange(page: number): void;
  multiselectable: boolean;
  activeIndex: number | null;
  optionId(index: number): string;
  isSelected(item: PickerItem): boolean;
  isChoosable(item: PickerItem): boolean;
  onChoose(item: PickerItem): void;
}

/** A list tab: its results with the tab's own messages, and Prev/Next. */
export function PickerListPanel({ tab, label, view, page, onPageChange, listboxId, ...list }: PickerListPanelProps) {
  const { t } = useTranslation();
  return (
    <>
      <PickerList
        {...list}
        id={listboxId}
        label={label}
        view={view}
        emptyText={tab.emptyMessage?.(t) ?? t('ui.picker.noMore', { label })}
        tooManyText={t('ui.picker.tooMany', { label })}
        failedText={tab.failedMessage(t)}
      />
      {view.status === 'loaded' ? (
        <PickerPager page={page} hasNext={view.hasNext} label={label} onPageChange={onPageChange} />
      ) : null}
    </>
  );
}
