import type { FieldProblem } from './field-problem';

/** Where the audit events go (CEF over syslog) and what its destination must be. Shared by the sandbox and the console. */

/** Where audit events go: a CEF/syslog destination (CefConfigNode). */
export interface AuditConfiguration {
  enableCEF: boolean;
  destinationHost: string;
  destinationPort: number | null;
  protocol: string;
  useTLS: boolean;
  intermediateStoragePath: string;
}

export const AUDIT_PROTOCOLS = ['UDP', 'TCP'] as const;

const HOST_NAME =
  /^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const IPV4 = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6 = /^[0-9A-Fa-f:]{2,39}$/;

/** A host name, an IPv4 address, or an IPv6 address (with at least two colons). */
export const isHost = (value: string): boolean =>
  IPV4.test(value) ||
  (IPV6.test(value) && (value.match(/:/g)?.length ?? 0) >= 2) ||
  (!/^[\d.]+$/.test(value) && HOST_NAME.test(value));

export const isPort = (value: number | null): value is number =>
  value !== null && Number.isInteger(value) && value >= 1 && value <= 65535;

/** A storage path: absolute (Unix or Windows), no parent steps. */
export const isStoragePath = (value: string): boolean =>
  value.length <= 1024 && /^(\/|[A-Za-z]:[\\/])/.test(value) && !/(^|[\\/])\.\.([\\/]|$)/.test(value);

/** What is wrong with an audit configuration ([] when it may be saved). A disabled one is checked only for what is filled in. */
export function auditConfigurationProblems(config: AuditConfiguration): FieldProblem<keyof AuditConfiguration>[] {
  const problems: FieldProblem<keyof AuditConfiguration>[] = [];
  const host = config.destinationHost.trim();
  if (host === '' ? config.enableCEF : !isHost(host))
    problems.push({
      field: 'destinationHost',
      message: host === '' ? 'Destination host is required.' : `${host} is not a host name or IP address.`,
    });
  if (config.destinationPort === null ? config.enableCEF : !isPort(config.destinationPort))
    problems.push({ field: 'destinationPort', message: 'Destination port must be a whole number from 1 to 65535.' });
  if (!(AUDIT_PROTOCOLS as readonly string[]).includes(config.protocol))
    problems.push({ field: 'protocol', message: 'Protocol must be UDP or TCP.' });
  else if (config.useTLS && config.protocol !== 'TCP')
    problems.push({ field: 'useTLS', message: 'TLS needs the TCP protocol.' });
  const path = config.intermediateStoragePath.trim();
  if (path !== '' && !isStoragePath(path))
    problems.push({ field: 'intermediateStoragePath', message: 'Intermediate storage path must be an absolute path.' });
  return problems;
}
