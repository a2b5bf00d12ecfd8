import { useRef, type ReactNode } from 'react';
import { Dialog } from '../../ui/Dialog';

export interface OneButtonDialogProps {
  heading: string;
  className: string;
  /** The one button (Close, Done): it closes the dialog and has the focus when the dialog opens. */
  buttonLabel: string;
  onClose(): void;
  children: ReactNode;
}

/** A dialog that tells something and has one button that closes it. */
export function OneButtonDialog({ heading, className, buttonLabel, onClose, children }: OneButtonDialogProps) {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      heading={heading}
      onClose={onClose}
      className={className}
      initialFocus={button}
      footer={
        <button ref={button} type="button" className="idm-button" onClick={onClose}>
          {buttonLabel}
        </button>
      }
    >
      {children}
    </Dialog>
  );
}
