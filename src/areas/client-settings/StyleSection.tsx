import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent } from 'react';
import { clientStyleQuery, useUploadClientStyle } from '../../api/settings-admin';
import { useCore, useTranslation } from '../../core/react';
import { Rules } from '../../domain/settings-rules';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { SettingsForm } from '../../ui/form';

interface StyleForm {
  style: string;
}

const validateStyle = (form: StyleForm) => {
  const rules = new Rules();
  rules.stylesheet('style', form.style);
  return rules.errors;
};

/** The client's own stylesheet: load a .css file or type it, then upload it (the console applies it at once). */
export function StyleSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const core = useCore();
  const query = useQuery(clientStyleQuery(core, clientId));
  const upload = useUploadClientStyle();
  const read = query.data;
  if (!read) return <p role="status">{query.isError ? t('clientSettings.loadFailed') : t('clientSettings.loading')}</p>;
  return (
    <SettingsForm<StyleForm>
      part="section-style"
      initial={{ style: read.css }}
      version={read.version ?? undefined}
      validate={validateStyle}
      submitLabel={t('clientSettings.style.upload')}
      onSave={(value, version) => upload.mutateAsync({ clientId, css: value.style, version })}
      onSaved={() => core.feedback.show('success', t('clientSettings.style.uploaded'))}
      reload={async () => {
        const { data } = await query.refetch();
        return { value: { style: data?.css ?? '' }, version: data?.version ?? undefined };
      }}
      fieldLabel={() => t('clientSettings.style.text')}
    >
      {(value, set, message, id) => {
        const choose = async (event: ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) set({ style: await file.text() });
        };
        return (
          <>
            <div className="idm-admin-field">
              <label htmlFor={`${id}-file`}>{t('clientSettings.style.file')}</label>
              <input id={`${id}-file`} type="file" accept=".css,text/css" onChange={(event) => void choose(event)} />
            </div>
            <AdminTextField
              id={`${id}-css`}
              label={t('clientSettings.style.text')}
              value={value.style}
              multiline
              error={message('style')}
              onChange={(style) => set({ style })}
            />
          </>
        );
      }}
    </SettingsForm>
  );
}
