export interface AdminTabsProps<Tab extends string> {
  /** The nav landmark's name ('Server administration'). */
  label: string;
  tabs: readonly Tab[];
  current: Tab;
  tabLabel(tab: Tab): string;
  onChoose(tab: Tab): void;
}

/** An area's views as tabs of buttons (an area without routes of its own); the current one is marked. Styles: `admin-page.css`. */
export function AdminTabs<Tab extends string>({ label, tabs, current, tabLabel, onChoose }: AdminTabsProps<Tab>) {
  return (
    <nav className="idm-admin-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          className="idm-admin-tab"
          aria-current={tab === current ? 'page' : undefined}
          onClick={() => onChoose(tab)}
        >
          {tabLabel(tab)}
        </button>
      ))}
    </nav>
  );
}
