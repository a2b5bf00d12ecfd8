import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chosenColumns } from '../../domain/table';
import { Dialog } from '../Dialog';
import type { DataTableColumn } from './types';
import { useAreaStyles } from '../area/use-area-styles';
import chooserCss from './column-chooser.css?inline';

export interface ColumnChooserProps {
  /** The columns shown now. */
  columns: readonly DataTableColumn[];
  /** Every column that may be shown. */
  available: readonly DataTableColumn[];
  onSave(columns: DataTableColumn[]): void;
  onRestore?(): void;
  onClose(): void;
}

/** 'Customize Columns': a checkbox per customisable column, Save, Cancel and Restore defaults. */
export function ColumnChooser({ columns, available, onSave, onRestore, onClose }: ColumnChooserProps) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set(columns.map((c) => c.column)));
  const choice = chosenColumns(available, checked);
  const customizable = available.filter((c) => c.enableCustomization);
  // The dialog's rules come with its code: the lists' first screen does not load them.
  const styled = useAreaStyles<HTMLFieldSetElement>(chooserCss);

  const toggle = (column: string) => {
    const next = new Set(checked);
    if (next.has(column)) next.delete(column);
    else next.add(column);
    setChecked(next);
  };

  const footer = (
    <>
      <button
        type="button"
        className="idm-button"
        disabled={choice.length === 0}
        onClick={() => {
          onSave(choice);
          onClose();
        }}
      >
        {t('ui.table.columns.save')}
      </button>
      <button type="button" className="idm-button secondary" onClick={onClose}>
        {t('ui.table.columns.cancel')}
      </button>
      {onRestore ? (
        <button
          type="button"
          className="idm-button secondary idm-restore-defaults"
          onClick={() => {
            onRestore();
            onClose();
          }}
        >
          {t('ui.table.columns.restore')}
        </button>
      ) : null}
    </>
  );

  return (
    <Dialog open heading={t('ui.table.customizeColumns')} onClose={onClose} footer={footer}>
      <fieldset ref={styled} className="idm-column-chooser">
        <legend className="visually-hidden">{t('ui.table.columns.legend')}</legend>
        {customizable.map((column) => (
          <label key={column.column} className="idm-check">
            <input type="checkbox" checked={checked.has(column.column)} onChange={() => toggle(column.column)} />
            {column.displayLabel}
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
