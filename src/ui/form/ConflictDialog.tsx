import { useTranslation } from 'react-i18next';
import type { FieldName } from '../../domain/form-changes';
import { displayValue } from '../../domain/form-display';
import { Dialog } from '../Dialog';
import type { ConflictState } from './use-editor-form';

export interface ConflictDialogProps<T extends object> {
  conflict: ConflictState<T> | null;
  fieldLabel(field: FieldName<T>): string;
  /**
   * How a field's value reads; by default (also where this answers undefined) its text, Yes or No, or the
   * names of a list's items.
   */
  display?(field: FieldName<T>, value: unknown): string | undefined;
  onTakeTheirs(): void;
  onApplyMine(): void;
}

/**
 * Someone saved the object after this form opened it (412): what each of them changed, field by field; the
 * user takes the saved version or applies his changes on top of it (still to save). Nothing typed is lost
 * until he chooses; Esc applies his changes on top, as the first choice does.
 */
export function ConflictDialog<T extends object>({
  conflict,
  fieldLabel,
  display,
  onTakeTheirs,
  onApplyMine,
}: ConflictDialogProps<T>) {
  const { t } = useTranslation();
  const read = (field: FieldName<T>, value: unknown) =>
    display?.(field, value) ??
    (typeof value === 'boolean' ? t(value ? 'ui.form.yes' : 'ui.form.no') : displayValue(value));
  if (!conflict) return null;
  const fields = [...new Set([...conflict.changes.theirs, ...conflict.changes.mine])];
  const shown = (field: FieldName<T>, value: unknown) => read(field, value) || t('ui.form.empty');
  return (
    <Dialog
      open
      className="idm-conflict-dialog"
      heading={t('ui.form.conflictHeading')}
      onClose={onApplyMine}
      initialFocus=".idm-dialog-footer .idm-button"
      footer={
        <>
          <button type="button" className="idm-button" onClick={onApplyMine}>
            {t('ui.form.applyMine')}
          </button>
          <button type="button" className="idm-button secondary" onClick={onTakeTheirs}>
            {t('ui.form.takeTheirs')}
          </button>
        </>
      }
    >
      <p>{t('ui.form.conflictText')}</p>
      <table className="idm-conflict-table">
        <thead>
          <tr>
            <th scope="col">{t('ui.form.field')}</th>
            <th scope="col">{t('ui.form.theirs')}</th>
            <th scope="col">{t('ui.form.mine')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => {
            const both = conflict.changes.both.includes(field);
            return (
              <tr key={field} data-field={field} className={both ? 'idm-conflict-both' : undefined}>
                <th scope="row">
                  {fieldLabel(field)}
                  {both ? <span className="idm-conflict-mark"> {t('ui.form.bothChanged')}</span> : null}
                </th>
                <td dir="auto">
                  {conflict.changes.theirs.includes(field)
                    ? shown(field, conflict.value[field])
                    : t('ui.form.unchanged')}
                </td>
                <td dir="auto">
                  {conflict.changes.mine.includes(field)
                    ? shown(field, conflict.edited[field])
                    : t('ui.form.unchanged')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Dialog>
  );
}
