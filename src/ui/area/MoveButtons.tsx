export interface MoveButtonsProps {
  /** The long names ("Move Request Building Access up"): each button's accessible name and tooltip. */
  upLabel: string;
  downLabel: string;
  removeLabel: string;
  first: boolean;
  last: boolean;
  /** A change is on its way: the buttons do nothing, yet keep the keyboard focus (a disabled button drops it). */
  busy?: boolean;
  onMove(step: -1 | 1): void;
  onRemove(): void;
}

/**
 * Move up, Move down and Remove of one row of an ordered list as small icon buttons: the long name is the
 * accessible name and the tooltip. A list reads top to bottom in either direction, so ↑ and ↓ need no mirroring.
 * `data-action` (up, down, remove) lets the list put the focus back on the moved row's button.
 */
export function MoveButtons({
  upLabel,
  downLabel,
  removeLabel,
  first,
  last,
  busy = false,
  onMove,
  onRemove,
}: MoveButtonsProps) {
  const button = (action: 'up' | 'down' | 'remove', label: string, glyph: string, edge: boolean, run: () => void) => (
    <button
      type="button"
      className="idm-icon-button idm-move-button"
      data-action={action}
      aria-label={label}
      title={label}
      disabled={edge}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) run();
      }}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
  return (
    <>
      {button('up', upLabel, '↑', first, () => onMove(-1))}
      {button('down', downLabel, '↓', last, () => onMove(1))}
      {button('remove', removeLabel, '✕', false, onRemove)}
    </>
  );
}
