import { useEffect, useId, type ReactNode } from 'react';
import { useCore, useTranslation } from '../../core/react';
import type { FieldName } from '../../domain/form-changes';
import { errorOf, type FieldError } from '../../domain/settings-rules';
import { EditorForm } from './EditorForm';
import { FORM_RULE_STRINGS } from './rule-strings';
import { useEditorForm, type EditorForm as EditorFormState, type EditorProps } from './use-editor-form';

/** A field path's first part: `title.en` → `title`, the form field it belongs to. */
const topField = (path: string) => path.split('.')[0] ?? path;

/** The path a refused save's reason names (`Invalid input: title.en: Required`), as the settings rules write it. */
export function faultPath(reason: string): string | null {
  const match = /Invalid input: ([A-Za-z][\w.]*):/.exec(reason);
  return match?.[1] ?? null;
}

/** The settings rules' errors by the form field they belong to: the kit's problems of a settings form. */
export function problemsByField<F extends object>(
  errors: readonly FieldError[],
): Partial<Record<FieldName<F>, FieldError[]>> {
  const grouped: Partial<Record<FieldName<F>, FieldError[]>> = {};
  for (const error of errors) {
    const field = topField(error.field) as FieldName<F>;
    grouped[field] = [...(grouped[field] ?? []), error];
  }
  return grouped;
}

/** What a settings form's fields show beside them: the rule's message once tried, else the server's reason. */
export type SettingsFieldMessage = (path: string) => string | null;

/** A settings form's state and the message of each field path. */
export interface SettingsFormState<F extends object> {
  form: EditorFormState<F, FieldError[]>;
  message: SettingsFieldMessage;
}

/**
 * The state of a settings form (client settings, configuration, server settings): the kit's editor with the
 * shared settings rules (src/domain/settings-rules) as its problems, by field path, in the user's words.
 */
export function useSettingsForm<F extends object, R = unknown>(
  props: EditorProps<F, R> & { validate(value: F): FieldError[] },
): SettingsFormState<F> {
  const { t } = useTranslation();
  const core = useCore();
  // The rule messages' texts: in before a save can be tried (English at once, another language's file meanwhile).
  useEffect(() => {
    void core.loadNamespaces(FORM_RULE_STRINGS);
  }, [core]);
  const form = useEditorForm<F, FieldError[], R>({
    initial: props.initial,
    version: props.version,
    problems: (value) => problemsByField<F>(props.validate(value)),
    save: props.onSave,
    reload: props.reload,
    saved: props.onSaved,
    faultField: (reason) => {
      const path = faultPath(reason);
      return path ? (topField(path) as FieldName<F>) : null;
    },
  });
  const message = (path: string) => {
    const field = topField(path) as FieldName<F>;
    const broken = form.tried ? errorOf(form.problems[field] ?? [], path) : undefined;
    if (broken) return t(`formRules.${broken.code}`, broken.params ?? {});
    const reason = form.serverProblemOf(field);
    return reason !== null && faultPath(reason) === path ? reason : null;
  };
  return { form, message };
}

export interface SettingsFormProps<F extends object, R = unknown> extends EditorProps<F, R> {
  validate(value: F): FieldError[];
  /** The form's part name (`section-branding`). */
  part: string;
  className?: string;
  /** The conflict dialog names the fields with these labels. */
  fieldLabel(field: FieldName<F>): string;
  display?(field: FieldName<F>, value: unknown): string | undefined;
  /** Buttons beside Save (Restore defaults). */
  actions?: ReactNode;
  children(value: F, set: (change: Partial<F>) => void, message: SettingsFieldMessage, id: string): ReactNode;
}

/**
 * A settings page's form on the kit: the shared rules beside the fields, one request per save with the read's
 * version as `If-Match`, the conflict dialog after a 412, the unsaved-changes guard.
 */
export function SettingsForm<F extends object, R = unknown>({
  part,
  className,
  fieldLabel,
  display,
  actions,
  children,
  ...editor
}: SettingsFormProps<F, R>) {
  const id = useId();
  const { form, message } = useSettingsForm<F, R>(editor);
  return (
    <EditorForm
      form={form}
      part={part}
      className={className}
      submitLabel={editor.submitLabel}
      fieldLabel={fieldLabel}
      display={display}
      actions={actions}
    >
      {children(form.value, form.set, message, id)}
    </EditorForm>
  );
}
