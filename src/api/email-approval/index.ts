import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import {
  DEFAULT_EMAIL_APPROVAL,
  MAIL_SERVER_TYPES,
  type EmailApprovalSettings,
  type LocalePhrase,
  type MailServerType,
} from '../../domain/email-approval';
import { useCatalogMutation } from '../catalog-admin/mutation';
import { asArray, asObject, asString } from '../lookups/read';
import { guarded, withVersion, type VersionField } from '../versions';

/** The settings as the form shows them, with whether secrets are stored (they are never answered). */
export interface EmailApprovalAnswer extends EmailApprovalSettings {
  passwordSet: boolean;
  proxyPasswordSet: boolean;
  proxyUser: string;
}

/** What a save sends: the settings, and secrets only when typed (blank keeps the stored one). */
export interface EmailApprovalInput extends EmailApprovalSettings {
  password: string;
  proxyUser: string;
  proxyPassword: string;
}

export interface EmailTemplate {
  dn: string;
  name: string;
}

export const emailApprovalKeys = {
  all: ['idm', 'emailApproval'] as const,
  settings: () => ['idm', 'emailApproval', 'settings'] as const,
  templates: () => ['idm', 'emailApproval', 'templates'] as const,
};

const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
const num = (value: unknown, fallback: number): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : fallback;
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const phrases = (value: unknown, fallback: LocalePhrase[]): LocalePhrase[] =>
  Array.isArray(value)
    ? asArray(value).map((p) => ({ locale: asString(asObject(p).locale), value: asString(asObject(p).value) }))
    : fallback;

/** Reads EmailBasedApprovalNode (tolerantly: a missing field takes the default). */
export function readEmailApproval(body: unknown): EmailApprovalAnswer {
  const o = asObject(body);
  const d = DEFAULT_EMAIL_APPROVAL;
  const type = text(o.serverType, d.serverType).toUpperCase();
  return {
    emailApprovalTurnOn: bool(o.emailApprovalTurnOn, d.emailApprovalTurnOn),
    serverType: (MAIL_SERVER_TYPES as readonly string[]).includes(type) ? (type as MailServerType) : d.serverType,
    host: text(o.host),
    email: text(o.email),
    folder: text(o.folder, d.folder),
    sslEnabled: bool(o.sslEnabled, d.sslEnabled),
    port: num(o.port, d.port),
    pollingInterval: num(o.pollingInterval, d.pollingInterval),
    approvePhrase: phrases(o.approvePhrase, d.approvePhrase),
    denyPhrase: phrases(o.denyPhrase, d.denyPhrase),
    cleanupTimeInDays: num(o.cleanupTimeInDays, d.cleanupTimeInDays),
    tokenExpirationTime: num(o.tokenExpirationTime, d.tokenExpirationTime),
    successMailTemplate: text(o.successMailTemplate),
    failureMailTemplate: text(o.failureMailTemplate),
    replyEmail: text(o.replyEmail),
    isProxyEnabled: bool(o.isProxyEnabled, d.isProxyEnabled),
    proxyHost: text(o.proxyHost),
    proxyPort: num(o.proxyPort, d.proxyPort),
    notifySmtpTls: bool(o.notifySmtpTls, d.notifySmtpTls),
    proxyUser: text(o.proxyUser),
    passwordSet: o.passwordSet === true,
    proxyPasswordSet: o.proxyPasswordSet === true,
  };
}

/** GET `access/administration/emailApproval`. */
export async function fetchEmailApproval(core: IdmCore, signal?: AbortSignal): Promise<EmailApprovalAnswer> {
  return readEmailApproval(
    await core.http.request<unknown>({ url: core.http.rest('access/administration/emailApproval'), signal }),
  );
}

/** GET `access/info/email/templates` (every one: size -1). */
export async function fetchEmailTemplates(core: IdmCore, signal?: AbortSignal): Promise<EmailTemplate[]> {
  const body = await core.http.request<unknown>({
    url: core.http.rest('access/info/email/templates'),
    query: { nextIndex: '1', size: '-1' },
    signal,
  });
  return asArray(asObject(body).emailTemplates)
    .map((t) => ({ dn: asString(asObject(t).dn), name: asString(asObject(t).fullName) }))
    .filter((t) => t.dn !== '');
}

/** POST `access/administration/emailApproval`; blank secrets are left out (the server keeps them). */
export async function saveEmailApproval(core: IdmCore, input: EmailApprovalInput): Promise<EmailApprovalAnswer> {
  const { password, proxyPassword, ...rest } = input;
  const body = {
    ...rest,
    ...(password ? { password } : {}),
    ...(proxyPassword ? { proxyPassword } : {}),
    requireAuthentication: input.email.trim() !== '',
    isProxyAuthRequired: input.proxyUser.trim() !== '',
  };
  return readEmailApproval(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/administration/emailApproval'),
      body,
    }),
  );
}

export const emailApprovalQueries = {
  settings: (core: IdmCore) =>
    queryOptions({
      queryKey: emailApprovalKeys.settings(),
      queryFn: ({ signal }) => withVersion(core, (c) => fetchEmailApproval(c, signal)),
    }),
  templates: (core: IdmCore) =>
    queryOptions({
      queryKey: emailApprovalKeys.templates(),
      queryFn: ({ signal }) => fetchEmailTemplates(core, signal),
      staleTime: 5 * 60_000,
    }),
};

/** Saves the settings: the banner says so (or shows the server's Fault), the form's query refetches. */
export const useSaveEmailApproval = () =>
  useCatalogMutation<EmailApprovalInput & VersionField, EmailApprovalAnswer>({
    run: guarded(saveEmailApproval),
    invalidate: () => [emailApprovalKeys.settings()],
    report: (core) => ({ message: core.i18n.t('emailApproval.saved') }),
  });
