import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchClientStyle, useUploadClientStyle } from '../../api/settings-admin';
import { useCore } from '../../core/react';
import { Rules } from '../../domain/settings-rules';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { fieldMessages } from './field-error';
import { FormActions } from './FormActions';

/** The client's own stylesheet: load a .css file or type it, then upload it (the console applies it at once). */
export function StyleSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const [css, setCss] = useState('');
  const [tried, setTried] = useState(false);
  const upload = useUploadClientStyle();
  useEffect(() => {
    let live = true;
    void fetchClientStyle(core, clientId).then((text) => live && setCss(text));
    return () => {
      live = false;
    };
  }, [core, clientId]);
  const check = () => {
    const rules = new Rules();
    rules.stylesheet('style', css);
    return rules.errors;
  };
  const error = fieldMessages(t, tried ? check() : []);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) setCss(await file.text());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (check().length > 0) return;
    upload
      .mutateAsync({ clientId, css })
      .then(() => core.feedback.show('success', t('clientSettings.style.uploaded')))
      .catch(() => undefined);
  };
  return (
    <form className="idm-admin-form" part="section-style" noValidate onSubmit={submit}>
      <div className="idm-admin-field">
        <label htmlFor={`${id}-file`}>{t('clientSettings.style.file')}</label>
        <input id={`${id}-file`} type="file" accept=".css,text/css" onChange={(event) => void choose(event)} />
      </div>
      <AdminTextField
        id={`${id}-css`}
        label={t('clientSettings.style.text')}
        value={css}
        multiline
        error={error('style')}
        onChange={setCss}
      />
      <FormActions submitLabel={t('clientSettings.style.upload')} pending={upload.isPending} />
    </form>
  );
}
