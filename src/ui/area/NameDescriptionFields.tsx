import { useTranslation } from '../../core/react';
import { fieldMessage } from '../form/field-message';
import { AdminTextField } from './AdminTextField';

/** The part of an editor form this component reads and writes. */
export interface NamedForm {
  value: { name: string; description: string };
  set(change: { name?: string; description?: string }): void;
  problemOf(field: 'name' | 'description'): unknown;
}

export interface NameDescriptionFieldsProps {
  /** The form's id prefix: the fields are `<id>-name` and `<id>-description`. */
  id: string;
  form: NamedForm;
  /** The area's translation namespace, whose `name`, `description`, `required` and `invalidCharacter` are used. */
  area: string;
}

/** An administration object's name (required) and description, each with its problem beside it. */
export function NameDescriptionFields({ id, form, area }: NameDescriptionFieldsProps) {
  const { t } = useTranslation();
  const message = (problem: unknown) =>
    fieldMessage(problem, { required: t(`${area}.required`), invalid: t(`${area}.invalidCharacter`) });
  return (
    <>
      <AdminTextField
        id={`${id}-name`}
        label={t(`${area}.name`)}
        value={form.value.name}
        required
        error={message(form.problemOf('name'))}
        onChange={(name) => form.set({ name })}
      />
      <AdminTextField
        id={`${id}-description`}
        label={t(`${area}.description`)}
        value={form.value.description}
        multiline
        error={message(form.problemOf('description'))}
        onChange={(description) => form.set({ description })}
      />
    </>
  );
}
