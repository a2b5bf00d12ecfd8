import type { FieldName } from '../../domain/form-changes';
import { auditConfigurationProblems, type AuditConfiguration } from '../../domain/server-admin';

/** The audit configuration as its form holds it: the port as typed. */
export type AuditForm = Omit<AuditConfiguration, 'destinationPort'> & { destinationPort: string };

/** The key under `serverAdmin.audit` of each field's label (also the conflict dialog's). */
export const AUDIT_LABELS: Record<FieldName<AuditForm>, string> = {
  enableCEF: 'enable',
  destinationHost: 'host',
  destinationPort: 'port',
  protocol: 'protocol',
  useTLS: 'tls',
  intermediateStoragePath: 'path',
};

/** The form of a read (its version left out). */
export const auditFormOf = ({
  enableCEF,
  destinationHost,
  destinationPort,
  protocol,
  useTLS,
  intermediateStoragePath,
}: AuditConfiguration): AuditForm => ({
  enableCEF,
  destinationHost,
  destinationPort: destinationPort === null ? '' : String(destinationPort),
  protocol,
  useTLS,
  intermediateStoragePath,
});

/** What the save sends: a port that is no whole number stays one the rules refuse. */
export function auditConfigurationOf(form: AuditForm): AuditConfiguration {
  const port = form.destinationPort.trim();
  return { ...form, destinationPort: port === '' ? null : /^\d+$/.test(port) ? Number(port) : Number.NaN };
}

/** The shared rules' problems (src/domain/audit-configuration), by field, in the user's words. */
export const auditProblems = (
  form: AuditForm,
  message: (field: FieldName<AuditForm>) => string,
): Partial<Record<FieldName<AuditForm>, string>> =>
  Object.fromEntries(auditConfigurationProblems(auditConfigurationOf(form)).map((p) => [p.field, message(p.field)]));
