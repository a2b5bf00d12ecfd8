import { lazy, Suspense, useState } from 'react';
import type { BulkDeleteDialogProps } from './BulkDeleteQuestion';

export type { BulkDeleteDialogProps } from './BulkDeleteQuestion';

/** The question's code (and the dialog's) comes when Delete is first pressed. */
const BulkDeleteQuestion = lazy(() =>
  import('./BulkDeleteQuestion').then((module) => ({ default: module.BulkDeleteQuestion })),
);

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
export function useBulkDelete<Row extends DeletableRow>({ remove, deleted, chosen: rowsChosen }: BulkDeleteOptions) {
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
      if (rowIds.length > 0) rowsChosen?.();
    },
    multiSelectButtons: [{ btnId: DELETE, btnName: deleteLabel }],
    onBulkAction: (btnId: string, chosen: Row[]) => {
      if (btnId === DELETE && chosen.length > 0) setConfirming(chosen);
    },
  });
  return { confirming, close: () => setConfirming(null), confirm, tableProps };
}

/** Asks before deleting (while `bulk.confirming`): the question, the names of the rows, Delete and Cancel. */
export function BulkDeleteDialog<Row extends DeletableRow>(props: BulkDeleteDialogProps<Row>) {
  return props.bulk.confirming ? (
    <Suspense fallback={null}>
      <BulkDeleteQuestion {...props} />
    </Suspense>
  ) : null;
}
