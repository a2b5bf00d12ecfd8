import {
  CLEANUP_DAYS,
  MAIL_SERVER_TYPES,
  PHRASE_MAX,
  POLLING_MINUTES,
  PORT_RANGE,
  TOKEN_HOURS,
  type EmailApprovalField,
  type EmailApprovalProblem,
  type EmailApprovalProblems,
  type EmailApprovalSettings,
  type LocalePhrase,
} from './email-approval';

/** The rules of the e-mail approval settings, checked alike by the console and the sandbox. */

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOST_NAME = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})*\\.?$`);
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const IPV6 = /^\[?[0-9A-Fa-f:.]{2,45}\]?$/;

/** A host name (RFC 1123 labels), an IPv4 address, or an IPv6 address (bracketed or not). */
export function isHostName(value: string): boolean {
  const host = value.trim();
  if (host === '') return false;
  const v4 = IPV4.exec(host);
  if (v4) return v4.slice(1).every((part) => Number(part) <= 255);
  // All-numeric names that are not IPv4 addresses (999.1.1.1, 10.1) are typing mistakes.
  if (/^[\d.]+$/.test(host)) return false;
  if (host.includes(':')) return IPV6.test(host) && (host.match(/:/g)?.length ?? 0) >= 2;
  return HOST_NAME.test(host);
}

/** A whole number within [min, max] (NaN, fractions and numbers outside fail). */
export const inRange = (value: number, range: { min: number; max: number }): boolean =>
  Number.isInteger(value) && value >= range.min && value <= range.max;

export const isEmailAddress = (value: string): boolean =>
  /^[^\s@<>()[\]\\,;:"]{1,64}@[^\s@<>()[\]\\,;:"]{1,253}$/.test(value.trim()) &&
  isHostName(value.trim().split('@')[1] ?? '');

/** IMAP folder names: letters, digits, space, and . _ / - (no wildcards, no path escapes). */
const FOLDER = /^(?!.*\.\.)[\p{L}\p{N} _./-]{1,100}$/u;

/** Phrases compare trimmed, in lower case and NFC (as replies are read). */
export const normalizePhrase = (phrase: string): string => phrase.normalize('NFC').trim().toLowerCase();

function phraseProblem(phrases: readonly LocalePhrase[]): EmailApprovalProblem | null {
  const english = phrases.find((p) => p.locale === 'en');
  if (!english || english.value.trim() === '') return 'required';
  if (phrases.some((p) => p.value.trim() === '' || p.value.length > PHRASE_MAX || /[\r\n]/.test(p.value)))
    return 'phrase';
  return null;
}

/**
 * What is wrong with the settings, by field. Switched off, only what is typed is checked (an empty host or
 * folder may wait); switched on, host, folder and the English phrases are required.
 */
export function emailApprovalProblems(settings: EmailApprovalSettings): EmailApprovalProblems {
  const problems: EmailApprovalProblems = {};
  const on = settings.emailApprovalTurnOn;
  if (!(MAIL_SERVER_TYPES as readonly string[]).includes(settings.serverType)) problems.serverType = 'serverType';
  if (settings.host.trim() === '') {
    if (on) problems.host = 'required';
  } else if (!isHostName(settings.host)) problems.host = 'host';
  if (settings.email.trim() !== '' && !isEmailAddress(settings.email)) problems.email = 'email';
  if (settings.folder.trim() === '') {
    if (on) problems.folder = 'required';
  } else if (!FOLDER.test(settings.folder.trim())) problems.folder = 'folder';
  if (!inRange(settings.port, PORT_RANGE)) problems.port = 'port';
  if (!inRange(settings.pollingInterval, POLLING_MINUTES)) problems.pollingInterval = 'interval';
  if (!inRange(settings.cleanupTimeInDays, CLEANUP_DAYS)) problems.cleanupTimeInDays = 'days';
  if (!inRange(settings.tokenExpirationTime, TOKEN_HOURS)) problems.tokenExpirationTime = 'hours';
  const approve = phraseProblem(settings.approvePhrase);
  const deny = phraseProblem(settings.denyPhrase);
  if (approve) problems.approvePhrase = approve;
  if (deny) problems.denyPhrase = deny;
  if (!approve && !deny) {
    const approves = new Set(settings.approvePhrase.map((p) => normalizePhrase(p.value)));
    if (settings.denyPhrase.some((p) => approves.has(normalizePhrase(p.value)))) problems.denyPhrase = 'samePhrase';
  }
  if (settings.replyEmail.trim() !== '' && !isEmailAddress(settings.replyEmail)) problems.replyEmail = 'email';
  if (settings.isProxyEnabled) {
    if (settings.proxyHost.trim() === '') problems.proxyHost = 'required';
    else if (!isHostName(settings.proxyHost)) problems.proxyHost = 'host';
    if (!inRange(settings.proxyPort, PORT_RANGE)) problems.proxyPort = 'port';
  } else if (settings.proxyHost.trim() !== '' && !isHostName(settings.proxyHost)) problems.proxyHost = 'host';
  return problems;
}

/** The English sentence of a problem (the sandbox's Fault text; the console words them in every language). */
export function problemText(field: EmailApprovalField, problem: EmailApprovalProblem): string {
  switch (problem) {
    case 'required':
      return `${field} is required.`;
    case 'host':
      return `${field} must be a host name or an IP address.`;
    case 'port':
      return `${field} must be a whole number from ${PORT_RANGE.min} to ${PORT_RANGE.max}.`;
    case 'interval':
      return `${field} must be a whole number of minutes from ${POLLING_MINUTES.min} to ${POLLING_MINUTES.max}.`;
    case 'days':
      return `${field} must be a whole number of days from ${CLEANUP_DAYS.min} to ${CLEANUP_DAYS.max}.`;
    case 'hours':
      return `${field} must be a whole number of hours from ${TOKEN_HOURS.min} to ${TOKEN_HOURS.max}.`;
    case 'email':
      return `${field} must be an e-mail address.`;
    case 'folder':
      return `${field} may hold letters, digits, spaces and . _ / - only.`;
    case 'phrase':
      return `${field}: every phrase must be one line of 1 to ${PHRASE_MAX} characters.`;
    case 'samePhrase':
      return `${field}: a deny phrase may not be an approve phrase.`;
    case 'serverType':
      return `${field} must be one of ${MAIL_SERVER_TYPES.join(', ')}.`;
  }
}
