import { Dialog } from '../Dialog';

/** What the question shows of a row: its table id and its name. */
interface AskedRow {
  rowId: string;
  name: string;
}

export interface BulkDeleteDialogProps<Row extends AskedRow> {
  /** The rows asked about, and what closes the question or deletes them (`useBulkDelete`). */
  bulk: { confirming: Row[] | null; close(): void; confirm(chosen: Row[]): Promise<void> };
  /** The deletion is under way: the dialog stays and Delete waits. */
  pending: boolean;
  heading: string;
  /** 'Delete these 2 roles?' */
  question(count: number): string;
  confirmLabel: string;
  cancelLabel: string;
}

/**
 * Asks before deleting: the question, the names of the rows, Delete and Cancel. Shown while `bulk.confirming` (its
 * own chunk with the dialog's, which `BulkDeleteDialog` asks for when Delete is pressed).
 */
export function BulkDeleteQuestion<Row extends AskedRow>(props: BulkDeleteDialogProps<Row>) {
  const { bulk, pending, heading, question, confirmLabel, cancelLabel } = props;
  const { confirming } = bulk;
  return (
    <Dialog
      open
      heading={heading}
      onClose={() => (pending ? undefined : bulk.close())}
      initialFocus=".idm-dialog-footer .idm-button"
      footer={
        <>
          <button
            type="button"
            className="idm-button danger"
            disabled={pending}
            onClick={() => confirming && void bulk.confirm(confirming)}
          >
            {confirmLabel}
          </button>
          <button type="button" className="idm-button secondary" onClick={bulk.close}>
            {cancelLabel}
          </button>
        </>
      }
    >
      <p>{question(confirming?.length ?? 0)}</p>
      <ul>
        {(confirming ?? []).map((row) => (
          <li key={row.rowId}>
            <bdi>{row.name}</bdi>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
