import type { EmailApprovalAnswer, EmailApprovalInput } from '../../api/email-approval';
import type { EmailApprovalProblems, EmailApprovalSettings } from '../../domain/email-approval';
import { emailApprovalProblems } from '../../domain/email-approval-rules';

/** The numbers as typed (so nothing typed is lost while it is not a number yet). */
export const NUMBER_FIELDS = [
  'port',
  'pollingInterval',
  'cleanupTimeInDays',
  'tokenExpirationTime',
  'proxyPort',
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

export type EmailApprovalForm = Omit<EmailApprovalInput, NumberField> & Record<NumberField, string>;

export function formOf(answer: EmailApprovalAnswer): EmailApprovalForm {
  const { passwordSet: _set, proxyPasswordSet: _proxySet, ...settings } = answer;
  return {
    ...settings,
    password: '',
    proxyPassword: '',
    port: String(answer.port),
    pollingInterval: String(answer.pollingInterval),
    cleanupTimeInDays: String(answer.cleanupTimeInDays),
    tokenExpirationTime: String(answer.tokenExpirationTime),
    proxyPort: String(answer.proxyPort),
  };
}

/** A typed number: blank or not a number is NaN (the range rule then names the field). */
const toNumber = (typed: string): number => (typed.trim() === '' ? Number.NaN : Number(typed.trim()));

export function inputOf(form: EmailApprovalForm): EmailApprovalInput {
  return {
    ...form,
    port: toNumber(form.port),
    pollingInterval: toNumber(form.pollingInterval),
    cleanupTimeInDays: toNumber(form.cleanupTimeInDays),
    tokenExpirationTime: toNumber(form.tokenExpirationTime),
    proxyPort: toNumber(form.proxyPort),
    approvePhrase: form.approvePhrase.map((p) => ({ ...p, value: p.value.trim() })),
    denyPhrase: form.denyPhrase.map((p) => ({ ...p, value: p.value.trim() })),
  };
}

export const formProblems = (form: EmailApprovalForm): EmailApprovalProblems =>
  emailApprovalProblems(inputOf(form) satisfies EmailApprovalSettings);
