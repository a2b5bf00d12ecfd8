/**
 * E-mail based approval settings (spec section 3: enable, server type, host, port, folder, SSL, polling
 * interval, approve and deny phrases, clean-up days, token expiration, SOCKS proxy, SMTP TLS); the rules
 * both the console and the sandbox check them by are in email-approval-rules.ts. Pure.
 */

export const MAIL_SERVER_TYPES = ['IMAP', 'POP3'] as const;
export type MailServerType = (typeof MAIL_SERVER_TYPES)[number];

export interface LocalePhrase {
  locale: string;
  value: string;
}

/** The settings the form edits (fields of the contract's EmailBasedApprovalNode). */
export interface EmailApprovalSettings {
  emailApprovalTurnOn: boolean;
  serverType: MailServerType;
  host: string;
  /** The mailbox account the server reads. */
  email: string;
  folder: string;
  sslEnabled: boolean;
  port: number;
  /** Minutes between two looks at the mailbox. */
  pollingInterval: number;
  approvePhrase: LocalePhrase[];
  denyPhrase: LocalePhrase[];
  /** Days processed replies and used tokens are kept. */
  cleanupTimeInDays: number;
  /** Hours a reply token is valid after the notification went out. */
  tokenExpirationTime: number;
  successMailTemplate: string;
  failureMailTemplate: string;
  replyEmail: string;
  isProxyEnabled: boolean;
  proxyHost: string;
  proxyPort: number;
  notifySmtpTls: boolean;
}

export const PORT_RANGE = { min: 1, max: 65535 } as const;
export const POLLING_MINUTES = { min: 1, max: 1440 } as const;
export const CLEANUP_DAYS = { min: 1, max: 365 } as const;
export const TOKEN_HOURS = { min: 1, max: 8760 } as const;
export const PHRASE_MAX = 64;

/** The usual port of each server type, plain and over SSL. */
export function defaultMailPort(type: MailServerType, ssl: boolean): number {
  if (type === 'POP3') return ssl ? 995 : 110;
  return ssl ? 993 : 143;
}

/** What is wrong with one field; the console and the sandbox word each code themselves. */
export type EmailApprovalProblem =
  | 'required'
  | 'host'
  | 'port'
  | 'interval'
  | 'days'
  | 'hours'
  | 'email'
  | 'folder'
  | 'phrase'
  | 'samePhrase'
  | 'serverType';

export type EmailApprovalField =
  | 'serverType'
  | 'host'
  | 'email'
  | 'folder'
  | 'port'
  | 'pollingInterval'
  | 'approvePhrase'
  | 'denyPhrase'
  | 'cleanupTimeInDays'
  | 'tokenExpirationTime'
  | 'replyEmail'
  | 'proxyHost'
  | 'proxyPort';

export type EmailApprovalProblems = Partial<Record<EmailApprovalField, EmailApprovalProblem>>;

export const DEFAULT_EMAIL_APPROVAL: EmailApprovalSettings = {
  emailApprovalTurnOn: false,
  serverType: 'IMAP',
  host: '',
  email: '',
  folder: 'INBOX',
  sslEnabled: true,
  port: 993,
  pollingInterval: 5,
  approvePhrase: [
    { locale: 'en', value: 'Approve' },
    { locale: 'de', value: 'Genehmigen' },
    { locale: 'fr', value: 'Approuver' },
  ],
  denyPhrase: [
    { locale: 'en', value: 'Deny' },
    { locale: 'de', value: 'Ablehnen' },
    { locale: 'fr', value: 'Refuser' },
  ],
  cleanupTimeInDays: 30,
  tokenExpirationTime: 72,
  successMailTemplate: '',
  failureMailTemplate: '',
  replyEmail: '',
  isProxyEnabled: false,
  proxyHost: '',
  proxyPort: 1080,
  notifySmtpTls: true,
};
