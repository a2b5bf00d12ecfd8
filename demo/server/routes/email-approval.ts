import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_EMAIL_APPROVAL,
  MAIL_SERVER_TYPES,
  type EmailApprovalField,
  type EmailApprovalSettings,
} from '../../../src/domain/email-approval.js';
import { emailApprovalProblems, problemText } from '../../../src/domain/email-approval-rules.js';
import { createMailbox, type Mailbox } from '../email-approval/mailbox.js';
import { EMAIL_APPROVAL_KEY, readEmailApproval, type StoredEmailApproval } from '../email-approval/settings.js';
import { badInput } from '../http/fault.js';
import { engineFor } from './access/index.js';

const TEXT = { type: 'string', maxLength: 256 } as const;
const NUMBER = { type: 'number' } as const;
const PHRASES = {
  type: 'array',
  maxItems: 20,
  items: {
    type: 'object',
    required: ['locale', 'value'],
    properties: { locale: { type: 'string', pattern: '^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})?$' }, value: TEXT },
  },
} as const;

/** EmailBasedApprovalNode: the fields the sandbox keeps are checked; the contract's others are accepted and ignored. */
const emailApprovalBody = {
  type: 'object',
  properties: {
    emailApprovalTurnOn: { type: 'boolean' },
    serverType: { type: 'string', enum: [...MAIL_SERVER_TYPES] },
    host: TEXT,
    email: TEXT,
    password: TEXT,
    folder: TEXT,
    sslEnabled: { type: 'boolean' },
    port: NUMBER,
    pollingInterval: NUMBER,
    approvePhrase: PHRASES,
    denyPhrase: PHRASES,
    cleanupTimeInDays: NUMBER,
    tokenExpirationTime: NUMBER,
    successMailTemplate: TEXT,
    failureMailTemplate: TEXT,
    replyEmail: TEXT,
    isProxyEnabled: { type: 'boolean' },
    proxyHost: TEXT,
    proxyPort: NUMBER,
    proxyUser: TEXT,
    proxyPassword: TEXT,
    notifySmtpTls: { type: 'boolean' },
  },
} as const;

type EmailApprovalBody = Partial<StoredEmailApproval>;

/** The notification templates of a User Application (the success and failure mails choose among them). */
export const EMAIL_TEMPLATES: readonly string[] = [
  'Availability Notification',
  'Delegate Assignment Notification',
  'Email Based Approval Failure Notification',
  'Email Based Approval Success Notification',
  'New Provisioning Request Notification',
  'New Provisioning Request Notification (Email Based Approval)',
  'Provisioning Approval Completed Notification',
  'Provisioning Request Denied Notification',
  'Provisioning Request Failed Notification',
  'Proxy Assignment Notification',
  'Resource Grant Notification',
  'Resource Revoke Notification',
  'Role Assignment Notification',
  'Role Request Approval Notification',
  'SoD Approval Notification',
  'Task Reassignment Notification',
  'Task Reminder Notification',
  'Task Timeout Notification',
];
const TEMPLATE_CONTAINER = 'cn=Default Notification Collection,cn=Security';
export const templateDn = (name: string): string => `cn=${name},${TEMPLATE_CONTAINER}`;

/** The answer: every setting, the secrets blank with whether one is stored (README "Configuration and secrets"). */
function answerOf(stored: StoredEmailApproval) {
  const { password, proxyPassword, ...rest } = stored;
  return {
    ...rest,
    password: '',
    proxyPassword: '',
    passwordSet: password !== '',
    proxyPasswordSet: proxyPassword !== '',
    useDefaultPort: false,
    requireAuthentication: stored.email !== '',
    isProxyAuthRequired: stored.proxyUser !== '',
  };
}

const FIELDS = Object.keys(DEFAULT_EMAIL_APPROVAL) as (keyof EmailApprovalSettings)[];

const mailboxes = new WeakMap<object, Mailbox>();
/** The app's mailbox (tests run its checks by hand). */
export const mailboxOf = (app: FastifyInstance): Mailbox | undefined => mailboxes.get(app.store.db);

/**
 * E-mail based approval (README "E-mail approval"): GET and POST access/administration/emailApproval,
 * GET access/info/email/templates; administrators only. Turned on, the sandbox reads replies from its
 * mailbox folder and decides tasks through the approval engine.
 */
export async function emailApprovalRoutes(app: FastifyInstance): Promise<void> {
  const { settings } = app.store;
  const mailbox = createMailbox(app, engineFor(app));
  mailboxes.set(app.store.db, mailbox);
  mailbox.configure();
  app.addHook('onClose', async () => mailbox.close());

  app.get('/access/administration/emailApproval', { config: { requires: 'admin' } }, async () =>
    answerOf(readEmailApproval(settings)),
  );

  app.post<{ Body: EmailApprovalBody }>(
    '/access/administration/emailApproval',
    { schema: { body: emailApprovalBody }, config: { requires: 'admin' } },
    async (request) => {
      const current = readEmailApproval(settings);
      const body = request.body ?? {};
      const next: StoredEmailApproval = { ...current };
      for (const field of FIELDS) if (body[field] !== undefined) Object.assign(next, { [field]: body[field] });
      if (body.proxyUser !== undefined) next.proxyUser = body.proxyUser;
      // Secrets are write-only: a blank one keeps what is stored.
      if (body.password) next.password = body.password;
      if (body.proxyPassword) next.proxyPassword = body.proxyPassword;
      next.approvePhrase = next.approvePhrase.map(({ locale, value }) => ({ locale, value: value.trim() }));
      next.denyPhrase = next.denyPhrase.map(({ locale, value }) => ({ locale, value: value.trim() }));
      const problems = Object.entries(emailApprovalProblems(next)) as [EmailApprovalField, never][];
      if (problems.length > 0)
        throw badInput(`Invalid input: ${problems.map(([field, problem]) => problemText(field, problem)).join(' ')}`);
      for (const template of [next.successMailTemplate, next.failureMailTemplate]) {
        if (template !== '' && !EMAIL_TEMPLATES.some((name) => templateDn(name) === template))
          throw badInput(`Invalid input: no e-mail template ${template}.`);
      }
      settings.set(EMAIL_APPROVAL_KEY, next);
      mailbox.configure();
      return answerOf(next);
    },
  );

  app.get<{ Querystring: { nextIndex?: string; q?: string; size?: string } }>(
    '/access/info/email/templates',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            nextIndex: { type: 'string', pattern: '^-?\\d{1,9}$' },
            q: { type: 'string', maxLength: 256 },
            size: { type: 'string', pattern: '^-?\\d{1,9}$' },
          },
        },
      },
      config: { requires: 'admin' },
    },
    async (request) => {
      const q = (request.query.q ?? '').trim().replace(/^\*$/, '').toLowerCase();
      const matches = EMAIL_TEMPLATES.filter((name) => name.toLowerCase().includes(q));
      const start = Math.max(1, Number(request.query.nextIndex ?? 1));
      const size = Number(request.query.size ?? -1);
      const page = size > 0 ? matches.slice(start - 1, start - 1 + size) : matches.slice(start - 1);
      const end = start - 1 + page.length;
      return {
        emailTemplates: page.map((name) => ({ dn: templateDn(name), fullName: name })),
        arraySize: page.length,
        nextIndex: end < matches.length ? end + 1 : -1,
      };
    },
  );
}
