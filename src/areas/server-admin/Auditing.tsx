import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { auditQueries, useSaveAuditConfiguration } from '../../api/server-admin';
import { useCore, useTranslation } from '../../core/react';
import { AUDIT_PROTOCOLS } from '../../domain/server-admin';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { EditorForm, useEditorForm } from '../../ui/form';
import { Heading } from '../../ui/Heading';
import { AUDIT_LABELS, auditConfigurationOf, auditFormOf, auditProblems, type AuditForm } from './audit-form';

/**
 * `#/configuration/auditing`: where audit events go (CEF over syslog), on the form kit: host and port checked
 * beside the fields, one request per save with the read's version as `If-Match` (a 412 opens the conflict
 * dialog), leaving with changes asks first.
 */
export function Auditing() {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const audit = useQuery(auditQueries.configuration(core));
  const read = audit.data;
  const initial = useMemo(() => (read ? auditFormOf(read) : null), [read]);
  return (
    <section className="idm-admin" part="auditing" aria-labelledby={`${id}-title`}>
      <header className="idm-admin-header">
        <Heading id={`${id}-title`}>{t('serverAdmin.audit.title')}</Heading>
      </header>
      {read && initial ? (
        <AuditingForm
          initial={initial}
          version={read.version ?? undefined}
          reload={async () => {
            const { data } = await audit.refetch();
            return { value: data ? auditFormOf(data) : initial, version: data?.version ?? undefined };
          }}
        />
      ) : (
        <p>{t('serverAdmin.loading')}</p>
      )}
    </section>
  );
}

function AuditingForm({
  initial,
  version,
  reload,
}: {
  initial: AuditForm;
  version: string | undefined;
  reload(): Promise<{ value: AuditForm; version?: string }>;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const save = useSaveAuditConfiguration();
  const form = useEditorForm<AuditForm, string>({
    initial,
    version,
    problems: (value) => auditProblems(value, (field) => t(`serverAdmin.audit.invalid.${field}`)),
    save: (value, sentVersion) => save.mutateAsync({ ...auditConfigurationOf(value), version: sentVersion }),
    saved: () => core.feedback.show('success', t('serverAdmin.audit.saved')),
    reload,
  });
  const { value, set } = form;
  return (
    <EditorForm
      form={form}
      part="audit-configuration"
      className="idm-admin-form idm-admin-narrow"
      submitLabel={t('serverAdmin.save')}
      fieldLabel={(field) => t(`serverAdmin.audit.${AUDIT_LABELS[field]}`)}
    >
      <label className="idm-admin-check">
        <input type="checkbox" checked={value.enableCEF} onChange={(e) => set({ enableCEF: e.target.checked })} />
        {t('serverAdmin.audit.enable')}
      </label>
      <AdminTextField
        id={`${id}-host`}
        label={t('serverAdmin.audit.host')}
        value={value.destinationHost}
        required={value.enableCEF}
        error={form.problemOf('destinationHost')}
        onChange={(destinationHost) => set({ destinationHost })}
      />
      <AdminTextField
        id={`${id}-port`}
        label={t('serverAdmin.audit.port')}
        value={value.destinationPort}
        required={value.enableCEF}
        error={form.problemOf('destinationPort')}
        onChange={(destinationPort) => set({ destinationPort })}
      />
      <div className="idm-admin-field">
        <label htmlFor={`${id}-protocol`}>{t('serverAdmin.audit.protocol')}</label>
        <select id={`${id}-protocol`} value={value.protocol} onChange={(e) => set({ protocol: e.target.value })}>
          {AUDIT_PROTOCOLS.map((protocol) => (
            <option key={protocol} value={protocol}>
              {protocol}
            </option>
          ))}
        </select>
      </div>
      <label className="idm-admin-check">
        <input type="checkbox" checked={value.useTLS} onChange={(e) => set({ useTLS: e.target.checked })} />
        {t('serverAdmin.audit.tls')}
      </label>
      {form.problemOf('useTLS') !== null ? <p className="idm-admin-error">{form.problemOf('useTLS')}</p> : null}
      <AdminTextField
        id={`${id}-path`}
        label={t('serverAdmin.audit.path')}
        value={value.intermediateStoragePath}
        error={form.problemOf('intermediateStoragePath')}
        onChange={(intermediateStoragePath) => set({ intermediateStoragePath })}
      />
    </EditorForm>
  );
}
