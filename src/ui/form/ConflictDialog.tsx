import { useTranslation } from 'react-i18next';
import type { FieldName } from '../../domain/form-changes';
import { displayValue } from '../../domain/form-display';
import { ChoiceDialog } from './ChoiceDialog';
import type { ConflictState } from './form-state';

export interface ConflictDialogProps<T extends object> {
  conflict: ConflictState<T>;
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
 * Loaded when a save first answers 412 (`load-conflict-dialog.ts`), not with the form.
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
  const fields = [...new Set([...conflict.changes.theirs, ...conflict.changes.mine])];
  /** A side's value of the field, or "unchanged" when that side left it as it was. */
  const cell = (changed: readonly FieldName<T>[], field: FieldName<T>, value: unknown) =>
    changed.includes(field) ? read(field, value) || t('ui.form.empty') : t('ui.form.unchanged');
  return (
    <ChoiceDialog
      className="idm-conflict-dialog"
      heading={t('ui.form.conflictHeading')}
      keep={{ label: t('ui.form.applyMine'), onChoose: onApplyMine }}
      other={{ label: t('ui.form.takeTheirs'), onChoose: onTakeTheirs, tone: 'secondary' }}
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
                <td dir="auto">{cell(conflict.changes.theirs, field, conflict.value[field])}</td>
                <td dir="auto">{cell(conflict.changes.mine, field, conflict.edited[field])}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ChoiceDialog>
  );
}
