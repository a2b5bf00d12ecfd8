import { LoadFailure } from '../LoadFailure';

export interface MoreItemsProps {
  /** The button's words, e.g. "Show more of Popular (12 of 250 shown)". */
  label: string;
  /** The next page is being read. */
  busy: boolean;
  /** The last read failed (shown with Try again). */
  error?: unknown;
  onMore(): void;
}

/** Room above (set through the style property: no stylesheet of its own to bring along). */
const SPACING = { marginBlockStart: '0.75rem', display: 'grid', justifyItems: 'start', gap: '0.5rem' } as const;

/** "Show more" below a paged list of a category's items; a failed read shows beside it with Try again. */
export function MoreItems({ label, busy, error, onMore }: MoreItemsProps) {
  return (
    <div className="idm-more-items" style={SPACING}>
      {error ? <LoadFailure error={error} onRetry={onMore} /> : null}
      <button type="button" className="idm-button secondary" disabled={busy} aria-busy={busy} onClick={onMore}>
        {label}
      </button>
    </div>
  );
}
