import type { ReactNode } from 'react';
import { Dialog } from '../Dialog';

/** One of the dialog's two buttons: its label and what it does. */
export interface Choice {
  label: string;
  onChoose(): void;
}

export interface ChoiceDialogProps {
  heading: string;
  className?: string;
  /** The first button, focused on opening; Esc and × choose it too (the choice that loses nothing). */
  keep: Choice;
  /** The other button, and how it looks (`secondary`, or `danger` when it drops what was typed). */
  other: Choice & { tone: 'secondary' | 'danger' };
  children: ReactNode;
}

/** A question about the form with two answers, the safe one first (the conflict and leave dialogs). */
export function ChoiceDialog({ heading, className, keep, other, children }: ChoiceDialogProps) {
  return (
    <Dialog
      open
      className={className}
      heading={heading}
      onClose={keep.onChoose}
      initialFocus=".idm-dialog-footer .idm-button"
      footer={
        <>
          <button type="button" className="idm-button" onClick={keep.onChoose}>
            {keep.label}
          </button>
          <button type="button" className={`idm-button ${other.tone}`} onClick={other.onChoose}>
            {other.label}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
