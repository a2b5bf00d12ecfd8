import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRestoreClientSection, useSaveClientSection } from '../../api/settings-admin';
import { useCore } from '../../core/react';
import type { ClientSetting, ClientSettingSection } from '../../domain/settings';
import type { FieldError } from '../../domain/settings-rules';
import { FormActions } from './FormActions';

export interface SectionEditorProps<F> {
  clientId: string;
  section: ClientSettingSection;
  initial: F;
  validate(form: F): FieldError[];
  toSettings(form: F): ClientSetting[];
  children(form: F, set: (change: Partial<F>) => void, errors: readonly FieldError[]): ReactNode;
}

/**
 * One section of a client's settings as a form: the rules are checked before it is sent (messages beside the
 * fields), Save posts it, Restore defaults asks the server for the defaults; a failure keeps what was typed.
 */
export function SectionEditor<F>({
  clientId,
  section,
  initial,
  validate,
  toSettings,
  children,
}: SectionEditorProps<F>) {
  const { t } = useTranslation();
  const core = useCore();
  const [form, setForm] = useState<F>(initial);
  const [tried, setTried] = useState(false);
  const save = useSaveClientSection();
  const restore = useRestoreClientSection();
  const errors = tried ? validate(form) : [];
  const set = (change: Partial<F>) => setForm((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (validate(form).length > 0) return;
    save
      .mutateAsync({ clientId, section, settings: toSettings(form) })
      .then(() => core.feedback.show('success', t('clientSettings.saved')))
      .catch(() => undefined);
  };
  const restoreDefaults = () =>
    restore
      .mutateAsync({ clientId, section })
      .then(() => core.feedback.show('success', t('clientSettings.restored')))
      .catch(() => undefined);
  return (
    <form className="idm-admin-form client-settings-form" part={`section-${section}`} noValidate onSubmit={submit}>
      {children(form, set, errors)}
      {tried && errors.length > 0 ? (
        <p className="idm-admin-error" role="alert">
          {t('clientSettings.fixErrors')}
        </p>
      ) : null}
      <FormActions
        submitLabel={t('clientSettings.save')}
        pending={save.isPending}
        onRestore={() => void restoreDefaults()}
        restoring={restore.isPending}
      />
    </form>
  );
}
