import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loggingQueries, useSaveAuditConfiguration } from '../../api/server-admin';
import { useCore } from '../../core/react';
import { AUDIT_PROTOCOLS, auditConfigurationProblems, type AuditConfiguration } from '../../domain/server-admin';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { Heading } from '../../ui/Heading';

type Field = keyof AuditConfiguration;

/** `#/configuration/auditing`: where audit events go (CEF over syslog), host and port checked beside the fields. */
export function Auditing() {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const audit = useQuery(loggingQueries.audit(core));
  const save = useSaveAuditConfiguration();
  const [form, setForm] = useState<AuditConfiguration | null>(null);
  const [port, setPort] = useState('');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!audit.data) return;
    setForm(audit.data);
    setPort(audit.data.destinationPort === null ? '' : String(audit.data.destinationPort));
  }, [audit.data]);
  if (!form) return <p>{t('serverAdmin.loading')}</p>;
  const config: AuditConfiguration = {
    ...form,
    destinationPort: port.trim() === '' ? null : /^\d+$/.test(port.trim()) ? Number(port) : Number.NaN,
  };
  const problems = auditConfigurationProblems(config);
  const errorOf = (field: Field) =>
    tried && problems.some((p) => p.field === field) ? t(`serverAdmin.audit.invalid.${field}`) : null;
  const set = <K extends Field>(field: K, value: AuditConfiguration[K]) => setForm({ ...form, [field]: value });
  const submit = async () => {
    setTried(true);
    if (problems.length > 0) return;
    await save.mutateAsync(config);
    core.feedback.show('success', t('serverAdmin.audit.saved'));
  };
  return (
    <section className="idm-admin" part="auditing" aria-labelledby={`${id}-title`}>
      <header className="idm-admin-header">
        <Heading id={`${id}-title`}>{t('serverAdmin.audit.title')}</Heading>
      </header>
      <form
        className="idm-admin-form idm-admin-narrow"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className="idm-admin-check">
          <input type="checkbox" checked={form.enableCEF} onChange={(e) => set('enableCEF', e.target.checked)} />
          {t('serverAdmin.audit.enable')}
        </label>
        <AdminTextField
          id={`${id}-host`}
          label={t('serverAdmin.audit.host')}
          value={form.destinationHost}
          required={form.enableCEF}
          error={errorOf('destinationHost')}
          onChange={(value) => set('destinationHost', value)}
        />
        <AdminTextField
          id={`${id}-port`}
          label={t('serverAdmin.audit.port')}
          value={port}
          required={form.enableCEF}
          error={errorOf('destinationPort')}
          onChange={setPort}
        />
        <div className="idm-admin-field">
          <label htmlFor={`${id}-protocol`}>{t('serverAdmin.audit.protocol')}</label>
          <select id={`${id}-protocol`} value={form.protocol} onChange={(e) => set('protocol', e.target.value)}>
            {AUDIT_PROTOCOLS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
        <label className="idm-admin-check">
          <input type="checkbox" checked={form.useTLS} onChange={(e) => set('useTLS', e.target.checked)} />
          {t('serverAdmin.audit.tls')}
        </label>
        {errorOf('useTLS') !== null ? <p className="idm-admin-error">{errorOf('useTLS')}</p> : null}
        <AdminTextField
          id={`${id}-path`}
          label={t('serverAdmin.audit.path')}
          value={form.intermediateStoragePath}
          error={errorOf('intermediateStoragePath')}
          onChange={(value) => set('intermediateStoragePath', value)}
        />
        <div className="idm-admin-actions">
          <button type="submit" className="idm-button" disabled={save.isPending}>
            {t('serverAdmin.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
