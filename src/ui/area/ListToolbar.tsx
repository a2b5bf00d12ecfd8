import { Suspense, useId, useState, type ReactNode } from 'react';
import { ComponentLoader } from '../ComponentLoader';
import { SearchBox } from './SearchBox';

export interface FiltersToggleProps {
  open: boolean;
  onToggle(): void;
  /** The id of the filters panel it opens. */
  controls: string;
  /** 'Filters', or 'Filters (3)' while some are on. */
  label: string;
  /** Starts loading a lazy panel's code when the pointer or the focus comes to the button. */
  preload?(): void;
}

/** The button that shows and hides a list's filters panel. */
export function FiltersToggle({ open, onToggle, controls, label, preload }: FiltersToggleProps) {
  return (
    <button
      type="button"
      className="idm-button secondary idm-filters-toggle"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
      onMouseEnter={preload}
      onFocus={preload}
    >
      {label}
    </button>
  );
}

export interface ListToolbarProps {
  search: { label: string; submitLabel: string; value: string; onSearch(value: string): void };
  filters: {
    /** How many filters are on. */
    active: number;
    /** The toggle's text in the area's words: 'Filters', or 'Filters (3)' while some are on. */
    label(active: number): string;
    /**
     * The filters panel (its root carries `id`), shown below the toolbar while open. It may be a `lazy()`
     * component: a loader shows in its place until its code is in.
     */
    panel(id: string): ReactNode;
    /** Starts loading a lazy panel's code on intent (pointer or focus on the Filters button). */
    preload?(): void;
  };
}

/**
 * A list page's toolbar: the debounced search, the Filters toggle and, while open, the filters panel.
 * Styles: `list-head.css` (imported by the area's stylesheet); a filters panel brings `list-filters.css` with its code.
 */
export function ListToolbar({ search, filters }: ListToolbarProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <div className="idm-list-toolbar">
        <SearchBox className="idm-list-search" {...search} />
        <FiltersToggle
          open={open}
          onToggle={() => setOpen(!open)}
          controls={panelId}
          label={filters.label(filters.active)}
          preload={filters.preload}
        />
      </div>
      {open ? <Suspense fallback={<ComponentLoader />}>{filters.panel(panelId)}</Suspense> : null}
    </>
  );
}
