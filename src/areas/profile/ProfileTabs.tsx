import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { safeHref } from '../../domain/safe-url';
import type { ProfileSection } from './sections';
import { directionOf } from '../../ui/area';

export interface ProfileTab {
  id: ProfileSection;
  label: string;
}

export interface ProfileTabsProps {
  /** Names the tab list. */
  label: string;
  tabs: readonly ProfileTab[];
  current: ProfileSection;
  /** Each tab is a real link (new tab, copy link). */
  hrefFor(section: ProfileSection): string;
  onSelect(section: ProfileSection): void;
  /** Prefix of the tab and panel ids. */
  idPrefix: string;
  children?: ReactNode;
}

/**
 * ARIA tabs whose tabs are links to the section URLs. Arrow keys (mirrored right-to-left), Home and
 * End move between tabs and open them (automatic activation); Tab goes on into the panel.
 */
export function ProfileTabs({ label, tabs, current, hrefFor, onSelect, idPrefix, children }: ProfileTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const tabId = (id: ProfileSection) => `${idPrefix}-tab-${id}`;
  const panelId = `${idPrefix}-panel`;

  const activate = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    list.current?.querySelector<HTMLElement>(`[data-section="${tab.id}"]`)?.focus();
    if (tab.id !== current) onSelect(tab.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const rtl = directionOf(event.currentTarget) === 'rtl';
    const next = rtl ? 'ArrowLeft' : 'ArrowRight';
    const previous = rtl ? 'ArrowRight' : 'ArrowLeft';
    let target: number | null = null;
    if (event.key === next) target = index + 1;
    else if (event.key === previous) target = index - 1;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = tabs.length - 1;
    if (target === null) return;
    event.preventDefault();
    activate(target);
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: ProfileSection) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (id !== current) onSelect(id);
  };

  return (
    <div className="idm-profile-tabset">
      <div ref={list} role="tablist" aria-label={label} className="idm-profile-tabs" part="tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <a
              key={tab.id}
              id={tabId(tab.id)}
              role="tab"
              data-section={tab.id}
              className={selected ? 'idm-profile-tab selected' : 'idm-profile-tab'}
              href={safeHref(hrefFor(tab.id)) ?? undefined}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={(event) => onClick(event, tab.id)}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(current)}
        className="idm-profile-panel"
        part="panel"
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
