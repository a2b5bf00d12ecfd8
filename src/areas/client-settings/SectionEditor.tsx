import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { clientSectionQuery, useRestoreClientSection, useSaveClientSection } from '../../api/settings-admin';
import { useCore, useTranslation } from '../../core/react';
import type { FieldName } from '../../domain/form-changes';
import type { ClientSetting, ClientSettingSection } from '../../domain/settings';
import type { FieldError } from '../../domain/settings-rules';
import { SettingsForm, type SettingsFieldMessage } from '../../ui/form';

export interface SectionEditorProps<F extends object> {
  clientId: string;
  section: ClientSettingSection;
  /** The form of the section's settings as read (a function of the module: the form follows a new read). */
  formOf(settings: readonly ClientSetting[]): F;
  validate(form: F): FieldError[];
  toSettings(form: F): ClientSetting[];
  /** The conflict dialog's name of each field. */
  fieldLabel(field: FieldName<F>): string;
  display?(field: FieldName<F>, value: unknown): string;
  children(form: F, set: (change: Partial<F>) => void, error: SettingsFieldMessage, id: string): ReactNode;
}

/**
 * One section of a client's settings as a form on the kit: read with its version, the rules beside the fields,
 * Save posts it with `If-Match` (a conflict opens the dialog), Restore defaults asks the server for the defaults.
 */
export function SectionEditor<F extends object>({
  clientId,
  section,
  formOf,
  validate,
  toSettings,
  fieldLabel,
  display,
  children,
}: SectionEditorProps<F>) {
  const { t } = useTranslation();
  const core = useCore();
  const query = useQuery(clientSectionQuery(core, clientId, section));
  const save = useSaveClientSection();
  const restore = useRestoreClientSection();
  // Restoring the defaults starts the form again from them, whatever was typed.
  const [restored, setRestored] = useState(0);
  const read = query.data;
  const initial = useMemo(() => (read ? formOf(read.settings) : null), [read, formOf]);
  if (!read || !initial)
    return <p role="status">{query.isError ? t('clientSettings.loadFailed') : t('clientSettings.loading')}</p>;
  const restoreDefaults = () =>
    restore
      .mutateAsync({ clientId, section })
      .then(() => {
        setRestored((count) => count + 1);
        core.feedback.show('success', t('clientSettings.restored'));
      })
      .catch(() => undefined);
  return (
    <SettingsForm<F>
      key={restored}
      part={`section-${section}`}
      className="idm-admin-form client-settings-form"
      initial={initial}
      version={read.version ?? undefined}
      validate={validate}
      submitLabel={t('clientSettings.save')}
      onSave={(value, version) => save.mutateAsync({ clientId, section, settings: toSettings(value), version })}
      onSaved={() => core.feedback.show('success', t('clientSettings.saved'))}
      reload={async () => {
        const { data } = await query.refetch();
        return { value: data ? formOf(data.settings) : initial, version: data?.version ?? undefined };
      }}
      fieldLabel={fieldLabel}
      display={display}
      actions={
        <button
          type="button"
          className="idm-button secondary"
          disabled={restore.isPending}
          onClick={() => void restoreDefaults()}
        >
          {t('clientSettings.restoreDefaults')}
        </button>
      }
    >
      {children}
    </SettingsForm>
  );
}
