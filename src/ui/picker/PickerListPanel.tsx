import { useTranslation } from '../../core/react';
import { PickerList, type PickerListProps } from './PickerList';
import { PickerPager } from './PickerPager';
import type { ListTabDefinition } from './tabs';

export interface PickerListPanelProps extends Pick<
  PickerListProps,
  'label' | 'view' | 'multiselectable' | 'activeIndex' | 'optionId' | 'isSelected' | 'isChoosable' | 'onChoose'
> {
  listboxId: string;
  tab: ListTabDefinition;
  page: number;
  onPageChange(page: number): void;
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
        emptyText={tab.emptyMessage?.(t) ?? t('picker.noMore', { label })}
        tooManyText={t('picker.tooMany', { label })}
        failedText={tab.failedMessage(t)}
      />
      {view.status === 'loaded' ? (
        <PickerPager page={page} hasNext={view.hasNext} label={label} onPageChange={onPageChange} />
      ) : null}
    </>
  );
}
