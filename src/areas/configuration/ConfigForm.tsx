import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import type { Versioned } from '../../api';
import { useCore, useTranslation } from '../../core/react';
import type { FieldName } from '../../domain/form-changes';
import type { FieldError } from '../../domain/settings-rules';
import { SettingsForm, type SettingsFieldMessage } from '../../ui/form';
import { Heading } from '../../ui/Heading';

export interface ConfigFormProps<D, F extends object> {
  title: string;
  part: string;
  /** The configuration object's read: its value and version (the read's ETag). */
  query: UseQueryResult<Versioned<D>>;
  /** The form of the object as read (the form follows a newer read while nothing is typed). */
  formOf(data: D): F;
  validate(form: F): FieldError[];
  /** One request, with the read's version as `If-Match`. */
  save(form: F, version: string | undefined): Promise<unknown>;
  /** The conflict dialog's name of each field. */
  fieldLabel(field: FieldName<F>): string;
  display?(field: FieldName<F>, value: unknown): string | undefined;
  children(form: F, set: (change: Partial<F>) => void, error: SettingsFieldMessage, id: string, data: D): ReactNode;
}

/**
 * A configuration card on the form kit: the rules beside the fields, Save sends one request with the read's
 * version (a 412 opens the conflict dialog, field by field), leaving with changes asks first.
 */
export function ConfigForm<D, F extends object>({
  title,
  part,
  query,
  formOf,
  save,
  children,
  ...form
}: ConfigFormProps<D, F>) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const read = query.data;
  const initial = useMemo(() => (read ? formOf(read.value) : null), [read, formOf]);
  if (!read || !initial)
    return <p role="status">{query.isError ? t('configuration.loadFailed') : t('configuration.loading')}</p>;
  return (
    <section className="idm-admin-card" aria-labelledby={`${id}-title`}>
      <Heading depth={1} id={`${id}-title`}>
        {title}
      </Heading>
      <SettingsForm<F>
        {...form}
        part={part}
        initial={initial}
        version={read.version ?? undefined}
        submitLabel={t('configuration.save')}
        onSave={save}
        onSaved={() => core.feedback.show('success', t('configuration.saved'))}
        reload={async () => {
          const { data } = await query.refetch();
          return { value: data ? formOf(data.value) : initial, version: data?.version ?? undefined };
        }}
      >
        {(value, set, message, fieldId) => children(value, set, message, fieldId, read.value)}
      </SettingsForm>
    </section>
  );
}

export function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange(on: boolean): void }) {
  return (
    <label className="idm-admin-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} /> {label}
    </label>
  );
}
