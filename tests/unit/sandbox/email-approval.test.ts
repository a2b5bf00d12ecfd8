import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxOf } from '../../../demo/server/routes/email-approval.js';
import { accessSandbox, type AccessSandbox } from './access-helpers.js';
import { restGet, restSend, type FaultJson } from './helpers.js';

const SETTINGS = {
  emailApprovalTurnOn: true,
  serverType: 'IMAP',
  host: 'imap.example.com',
  email: 'approvals@example.com',
  password: 'secret-1',
  folder: 'INBOX',
  sslEnabled: true,
  port: 993,
  pollingInterval: 5,
  approvePhrase: [{ locale: 'en', value: 'Approve' }],
  denyPhrase: [{ locale: 'en', value: 'Deny' }],
  cleanupTimeInDays: 30,
  tokenExpirationTime: 72,
  replyEmail: 'approvals@example.com',
};

describe('e-mail approval (access/administration/emailApproval and the mailbox)', () => {
  let a: AccessSandbox;
  beforeAll(async () => {
    a = await accessSandbox();
  });
  afterAll(async () => a.close());

  const emailOf = (cn: string) =>
    a.app.store.db.prepare<[string], { email: string }>('SELECT email FROM users WHERE cn = ?').get(cn)!.email;
  const mailbox = () => {
    const box = mailboxOf(a.app);
    if (!box?.dir) throw new Error('no mailbox');
    return { box, dir: box.dir };
  };

  it('keeps the settings for administrators, never answers a password, and refuses others', async () => {
    const saved = await a.send<Record<string, unknown>>(
      'uaadmin',
      'POST',
      '/access/administration/emailApproval',
      SETTINGS,
    );
    expect(saved).toMatchObject({ host: 'imap.example.com', port: 993, password: '', passwordSet: true });
    const read = await a.get<Record<string, unknown>>('uaadmin', '/access/administration/emailApproval');
    expect(read).toMatchObject({ emailApprovalTurnOn: true, password: '', passwordSet: true });
    // A blank password keeps the stored one.
    await a.send('uaadmin', 'POST', '/access/administration/emailApproval', { ...SETTINGS, password: '' });
    expect(await a.get('uaadmin', '/access/administration/emailApproval')).toMatchObject({ passwordSet: true });
    for (const who of ['dadmin', 'euser'] as const) {
      expect((await restGet(a.app, '/access/administration/emailApproval', a.token[who])).statusCode).toBe(403);
      expect((await restGet(a.app, '/access/info/email/templates', a.token[who])).statusCode).toBe(403);
    }
  });

  it('answers 400 with a Fault for a bad port, host or interval, and keeps what was stored', async () => {
    for (const bad of [
      { port: 0 },
      { port: 70000 },
      { host: 'bad host!' },
      { pollingInterval: 0 },
      { proxyPort: 1, isProxyEnabled: true, proxyHost: '' },
    ]) {
      const res = await restSend(a.app, 'POST', '/access/administration/emailApproval', a.token.uaadmin, {
        ...SETTINGS,
        ...bad,
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect((res.json() as FaultJson).Fault.Reason.Text).toMatch(/^Invalid input: /);
    }
    expect(await a.get('uaadmin', '/access/administration/emailApproval')).toMatchObject({ port: 993 });
  });

  it('lists the e-mail templates, paged and searched', async () => {
    const all = await a.get<{ emailTemplates: { dn: string; fullName: string }[]; nextIndex: number }>(
      'uaadmin',
      '/access/info/email/templates',
    );
    expect(all.emailTemplates.length).toBeGreaterThan(10);
    expect(all.nextIndex).toBe(-1);
    const page = await a.get<{ emailTemplates: unknown[]; nextIndex: number }>(
      'uaadmin',
      '/access/info/email/templates?q=email%20based&size=1',
    );
    expect(page.emailTemplates).toHaveLength(1);
    expect(page.nextIndex).toBe(2);
  });

  it('approves a task from a reply that carries its token and starts with the approve phrase', async () => {
    const recipient = a.people(1, 30)[0]!;
    const requestId = await a.requestFor('uaadmin', a.dnOf('roles', 'CRM Read'), recipient.dn);
    const [task] = await a.tasksOf('mmanager', requestId);
    const { box, dir } = mailbox();
    expect(box.check().issued).toBeGreaterThan(0);
    const note = readdirSync(join(dir, 'outbox')).find((f) => f.startsWith(`task-${task!.taskId}-`));
    expect(note).toBeDefined();
    const mail = readFileSync(join(dir, 'outbox', note!), 'utf8');
    const token = /\[(idm-[0-9a-f]{24})\]/.exec(mail)?.[1];
    expect(token).toBeDefined();
    const inbox = join(dir, 'INBOX');
    writeFileSync(
      join(inbox, 'reply.eml'),
      `From: Maria Manager <${emailOf('mmanager')}>\r\nTo: approvals@example.com\r\nSubject: Re: Approval needed [${token}]\r\n\r\napprove - looks fine\r\n\r\n> original\r\n`,
    );
    writeFileSync(join(inbox, 'junk.eml'), 'this is not a mail');
    const report = box.check();
    expect(report.approved).toBe(1);
    expect(report.failed.map((f) => f.file)).toEqual(['junk.eml']);
    expect(existsSync(join(inbox, 'processed', 'reply.eml'))).toBe(true);
    expect(existsSync(join(inbox, 'failed', 'junk.eml'))).toBe(true);
    expect(await a.tasksOf('mmanager', requestId)).toEqual([]);
    const item = await a.item(requestId);
    expect(JSON.stringify(item.timeline)).toContain('approved by Maria Manager');
    // The same token again: refused.
    writeFileSync(join(inbox, 'again.eml'), readFileSync(join(inbox, 'processed', 'reply.eml')));
    expect(box.check().failed[0]?.reason).toMatch(/used already/);
  });

  it('refuses a reply from someone else than the approver, and one without a phrase', async () => {
    const recipient = a.people(1, 31)[0]!;
    const requestId = await a.requestFor('uaadmin', a.dnOf('roles', 'CRM Read'), recipient.dn);
    const [task] = await a.tasksOf('mmanager', requestId);
    const { box, dir } = mailbox();
    box.check();
    const note = readdirSync(join(dir, 'outbox')).find((f) => f.startsWith(`task-${task!.taskId}-`))!;
    const token = /idm-[0-9a-f]{24}/.exec(note)![0];
    const inbox = join(dir, 'INBOX');
    writeFileSync(join(inbox, 'a.eml'), `From: ${emailOf('euser')}\nSubject: [${token}]\n\nApprove\n`);
    writeFileSync(
      join(inbox, 'b.eml'),
      `From: ${emailOf('mmanager').toUpperCase()}\nSubject: [${token}]\n\nMaybe later\n`,
    );
    const report = box.check();
    expect(report.failed.map((f) => f.reason)).toEqual([
      expect.stringMatching(/not the task's approver/),
      expect.stringMatching(/no approve or deny phrase/),
    ]);
    expect(await a.tasksOf('mmanager', requestId)).toHaveLength(1);
  });
});
