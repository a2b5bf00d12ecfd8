import { useState } from 'react';
import { LazyDialog as Dialog } from '../LazyDialog';

const DELETE = 'delete';

/** A row that can be deleted: its table id, its DN (what the server deletes) and its name (what the user reads). */
export interface DeletableRow {
  rowId: string;
  dn: string;
  name: string;
}

export interface BulkDeleteOptions {
  /** Deletes these DNs; a failure is the mutation's to report (the banner). */
  remove(dns: string[]): Promise<unknown>;
  /** After the server deleted them (the element's change event). */
  deleted?(dns: string[]): void;
  /** Rows were chosen: a deletion whose code comes when first needed starts loading it. */
  chosen?(): void;
}

/**
 * A list's selection and its Delete: the table's selection and bulk button, the rows asked about, and
 * the deletion once confirmed (the selection is cleared when it went through, kept for another try when not).
 */
export function useBulkDelete<Row extends DeletableRow>({ remove, deleted, chosen }: BulkDeleteOptions) {
  const [confirming, setConfirming] = useState<Row[] | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const confirm = async (chosen: Row[]) => {
    const dns = chosen.map((row) => row.dn);
    try {
      await remove(dns);
      deleted?.(dns);
      setSelected([]);
    } catch {
      // The banner shows why; the selection stays for another try.
    } finally {
      setConfirming(null);
    }
  };
  /** The DataTable's selection and its Delete button. */
  const tableProps = (deleteLabel: string) => ({
    selectedRowIds: selected,
    onSelectionChange: (rowIds: string[]) => {
      setSelected(rowIds);
      if (rowIds.length > 0) chosen?.();
    },
    multiSelectButtons: [{ btnId: DELETE, btnName: deleteLabel }],
    onBulkAction: (btnId: string, chosen: Row[]) => {
      if (btnId === DELETE && chosen.length > 0) setConfirming(chosen);
    },
  });
  return { confirming, close: () => setConfirming(null), confirm, tableProps };
}

export interface BulkDeleteDialogProps<Row extends DeletableRow> {
  bulk: ReturnType<typeof useBulkDelete<Row>>;
  /** The deletion is under way: the dialog stays and Delete waits. */
  pending: boolean;
  heading: string;
  /** 'Delete these 2 roles?' */
  question(count: number): string;
  confirmLabel: string;
  cancelLabel: string;
}

/** Asks before deleting: the question, the names of the rows, Delete and Cancel. */
export function BulkDeleteDialog<Row extends DeletableRow>(props: BulkDeleteDialogProps<Row>) {
  const { bulk, pending, heading, question, confirmLabel, cancelLabel } = props;
  const { confirming } = bulk;
  return (
    <Dialog
      open={confirming !== null}
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
