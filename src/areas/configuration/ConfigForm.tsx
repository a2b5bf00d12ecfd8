import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore } from '../../core/react';
import { errorOf, type FieldError } from '../../domain/settings-rules';
import { Heading } from '../../ui/Heading';

export interface ConfigFormProps<F> {
  title: string;
  initial: F;
  validate(form: F): FieldError[];
  save(form: F): Promise<unknown>;
  saving: boolean;
  part: string;
  children(form: F, set: (change: Partial<F>) => void, error: (field: string) => string | null, id: string): ReactNode;
}

/** A configuration card: rules checked before sending (messages beside fields), Save; a failure keeps the form. */
export function ConfigForm<F>({ title, initial, validate, save, saving, part, children }: ConfigFormProps<F>) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const [form, setForm] = useState<F>(initial);
  const [tried, setTried] = useState(false);
  const errors = tried ? validate(form) : [];
  const error = (field: string) => {
    const found = errorOf(errors, field);
    return found ? t(`configuration.errors.${found.code}`, found.params ?? {}) : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (validate(form).length > 0) return;
    save(form)
      .then(() => core.feedback.show('success', t('configuration.saved')))
      .catch(() => undefined);
  };
  return (
    <section className="idm-admin-card" aria-labelledby={`${id}-title`}>
      <Heading depth={1} id={`${id}-title`}>
        {title}
      </Heading>
      <form className="idm-admin-form" part={part} noValidate onSubmit={submit}>
        {children(form, (change) => setForm((current) => ({ ...current, ...change })), error, id)}
        <div className="idm-admin-actions">
          <button type="submit" className="idm-button" disabled={saving}>
            {t('configuration.save')}
          </button>
        </div>
      </form>
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

/** A query's loading and failure states, else its content. */
export function Loaded<T>({
  data,
  failed,
  children,
}: {
  data: T | undefined;
  failed: boolean;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation();
  if (data !== undefined) return <>{children(data)}</>;
  return <p role="status">{failed ? t('configuration.loadFailed') : t('configuration.loading')}</p>;
}
