import { useId, useState, type ReactNode } from 'react';
import { Dialog } from '../Dialog';
import { AssignmentDateFields, useAssignmentDates } from './AssignmentDates';

/** When an assignment holds and why: local midnights (epoch ms) or null, and the trimmed reason. */
export interface AssignmentTerms {
  effectiveDate: number | null;
  expiryDate: number | null;
  reason: string;
}

/** The area's words (the dialog has none of its own). */
export interface AssignmentDialogLabels {
  assign: string;
  cancel: string;
  effectiveDate: string;
  expiryDate: string;
  expiryBeforeEffective: string;
  reason: string;
  /** The reason's error when it is empty. */
  required: string;
}

export interface AssignmentDialogProps {
  heading: string;
  labels: AssignmentDialogLabels;
  /** The assignment is under way: the dialog stays and Assign waits. */
  pending: boolean;
  /** Whether the area's own fields (recipients, values) are complete. */
  complete: boolean;
  /** The area's own fields, above the dates and the reason; `tried` once Assign was pressed (their errors show). */
  children(tried: boolean): ReactNode;
  /** Sends the assignment; a rejection keeps the dialog and everything typed (the banner says why). */
  assign(terms: AssignmentTerms): Promise<unknown>;
  onClose(): void;
}

/**
 * Assigns something (a role, a resource) to recipients the area's fields choose, from an effective date until an
 * expiry date (after it), with a reason (required). Assign checks every field and shows what is wrong beside it;
 * a failed assignment keeps the dialog as it was. Styles: `admin-page.css`.
 */
export function AssignmentDialog(props: AssignmentDialogProps) {
  const { heading, labels, pending, complete, children, assign, onClose } = props;
  const id = useId();
  const dates = useAssignmentDates();
  const { effectiveDate, expiryDate, badDates } = dates;
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const noReason = reason.trim() === '';

  const submit = async () => {
    setTried(true);
    if (!complete || badDates || noReason) return;
    try {
      await assign({ effectiveDate, expiryDate, reason: reason.trim() });
      onClose();
    } catch {
      // The banner says why; what was typed stays.
    }
  };

  return (
    <Dialog
      open
      heading={heading}
      onClose={() => (pending ? undefined : onClose())}
      footer={
        <>
          <button type="button" className="idm-button" disabled={pending} onClick={() => void submit()}>
            {labels.assign}
          </button>
          <button type="button" className="idm-button secondary" onClick={onClose}>
            {labels.cancel}
          </button>
        </>
      }
    >
      <div className="idm-admin-form">
        {children(tried)}
        <AssignmentDateFields id={id} dates={dates} tried={tried} labels={labels} />
        <div className="idm-admin-field">
          <label htmlFor={`${id}-reason`}>{labels.reason}</label>
          <textarea
            id={`${id}-reason`}
            dir="auto"
            value={reason}
            aria-invalid={tried && noReason}
            onChange={(e) => setReason(e.target.value)}
          />
          {tried && noReason ? <p className="idm-admin-error">{labels.required}</p> : null}
        </div>
      </div>
    </Dialog>
  );
}
