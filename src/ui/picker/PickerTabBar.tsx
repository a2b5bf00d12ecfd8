import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../core/react';
import { isRightToLeft } from '../tree/direction';
import type { PickerTabId } from './types';

export interface PickerTabBarProps {
  tabs: readonly { id: PickerTabId; label: string }[];
  activeId: PickerTabId;
  tabIdOf(id: PickerTabId): string;
  panelId: string;
  onActivate(id: PickerTabId): void;
}

/** ARIA tabs: Left/Right (following the reading direction), Home and End move and activate. */
export function PickerTabBar({ tabs, activeId, tabIdOf, panelId, onActivate }: PickerTabBarProps) {
  const { t } = useTranslation();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === activeId);
    const forward = isRightToLeft(event.currentTarget) ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward) next = (index + 1) % tabs.length;
    else if (event.key === backward) next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onActivate(target.id);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next ?? 0]?.focus();
  };

  return (
    <div className="idm-picker-tabs" role="tablist" aria-label={t('picker.tabList')} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const active = tab.id === activeId;
        return (
          <button
            key={tab.id}
            id={tabIdOf(tab.id)}
            type="button"
            role="tab"
            className={active ? 'idm-picker-tab active' : 'idm-picker-tab'}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onActivate(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
