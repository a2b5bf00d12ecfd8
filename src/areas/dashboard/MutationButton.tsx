import type { ReactNode } from 'react';

export interface MutationButtonProps {
  /** While the write runs: the button is disabled (a double click is one write). */
  busy: boolean;
  run(): Promise<unknown>;
  /** After the write succeeded; a failure stays shown by the write's own banner. */
  onDone(): void;
  secondary?: boolean;
  children: ReactNode;
}

/** A button that runs one write of the dashboard (save, reset) and closes the editor when it succeeded. */
export function MutationButton({ busy, run, onDone, secondary = false, children }: MutationButtonProps) {
  return (
    <button
      type="button"
      className={secondary ? 'idm-button secondary' : 'idm-button'}
      disabled={busy}
      onClick={() => void run().then(onDone, () => undefined)}
    >
      {children}
    </button>
  );
}
