import { useTranslation } from '../../core/react';
import type { FieldName } from '../../domain/form-changes';
import { displayValue } from '../../domain/form-display';
import { WithStrings } from '../WithStrings';
import { ChoiceDialog } from './ChoiceDialog';
import { FORM_DIALOG_STRINGS } from './dialog-strings';
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
export function ConflictDialog<T extends object>(props: ConflictDialogProps<T>) {
  return (
    <WithStrings strings={FORM_DIALOG_STRINGS}>
      <ConflictView {...props} />
    </WithStrings>
  );
}

function ConflictView<T extends object>({
  conflict,
  fieldLabel,
  display,
  onTakeTheirs,
  onApplyMine,
}: ConflictDialogProps<T>) {
  const { t } = useTranslation();
  const read = (field: FieldName<T>, value: unknown) =>
    display?.(field, value) ??
    (typeof value === 'boolean' ? t(value ? 'formDialogs.yes' : 'formDialogs.no') : displayValue(value));
  const fields = [...new Set([...conflict.changes.theirs, ...conflict.changes.mine])];
  /** A side's value of the field, or "unchanged" when that side left it as it was. */
  const cell = (changed: readonly FieldName<T>[], field: FieldName<T>, value: unknown) =>
    changed.includes(field) ? read(field, value) || t('formDialogs.empty') : t('formDialogs.unchanged');
  return (
    <ChoiceDialog
      className="idm-conflict-dialog"
      heading={t('formDialogs.conflictHeading')}
      keep={{ label: t('formDialogs.applyMine'), onChoose: onApplyMine }}
      other={{ label: t('formDialogs.takeTheirs'), onChoose: onTakeTheirs, tone: 'secondary' }}
    >
      <p>{t('formDialogs.conflictText')}</p>
      <table className="idm-conflict-table">
        <thead>
          <tr>
            <th scope="col">{t('formDialogs.field')}</th>
            <th scope="col">{t('formDialogs.theirs')}</th>
            <th scope="col">{t('formDialogs.mine')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => {
            const both = conflict.changes.both.includes(field);
            return (
              <tr key={field} data-field={field} className={both ? 'idm-conflict-both' : undefined}>
                <th scope="row">
                  {fieldLabel(field)}
                  {both ? <span className="idm-conflict-mark"> {t('formDialogs.bothChanged')}</span> : null}
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
