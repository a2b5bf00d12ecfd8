import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../core/react';
import type { FieldName } from '../../domain/form-changes';
import { LazyConflictDialog } from './lazy-conflict-dialog';
import type { EditorForm as EditorFormState } from './use-editor-form';

export interface EditorFormProps<T extends object, P> {
  form: EditorFormState<T, P>;
  /** The form's part name (`role-form`) and class. */
  part: string;
  className?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  submitLabel: string;
  /** The conflict dialog names the fields with these labels. */
  fieldLabel(field: FieldName<T>): string;
  display?(field: FieldName<T>, value: unknown): string | undefined;
  /** Buttons beside Save (Cancel). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every editor: `<form>` without the browser's own validation, the fields, "correct the marked
 * fields" once a save was refused by the rules, Save (disabled while saving: one request), and the conflict
 * dialog after a 412 (its code loads then).
 */
export function EditorForm<T extends object, P>({
  form,
  part,
  className = 'idm-admin-form',
  labelledBy,
  submitLabel,
  fieldLabel,
  display,
  actions,
  children,
}: EditorFormProps<T, P>) {
  const { t } = useTranslation();
  return (
    <form
      className={className}
      part={part}
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.saving}
      aria-labelledby={labelledBy}
    >
      {children}
      {form.tried && form.blocked ? (
        <p className="idm-admin-error" role="alert">
          {t('ui.form.fixErrors')}
        </p>
      ) : null}
      <div className="idm-admin-actions">
        <button type="submit" className="idm-button" disabled={form.saving}>
          {form.saving ? t('ui.form.saving') : submitLabel}
        </button>
        {actions}
      </div>
      {form.conflict ? (
        // The form stays as typed while the dialog's code arrives.
        <Suspense fallback={null}>
          <LazyConflictDialog
            conflict={form.conflict}
            fieldLabel={fieldLabel}
            display={display}
            onTakeTheirs={form.takeTheirs}
            onApplyMine={form.applyMineOnTop}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
