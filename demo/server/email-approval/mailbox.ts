import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, extname, join, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AccessEngine } from '../access/engine.js';
import { cachedStatement } from '../db/search.js';
import type { SandboxOptions } from '../options.js';
import { decisionOf, parseMail, tokenOf } from './eml.js';
import { readEmailApproval, type StoredEmailApproval } from './settings.js';

declare module '../options.js' {
  interface SandboxOptions {
    /** The simulated mailbox folder (README "E-mail approval"); default IDM_MAILBOX, else `<db name>-mailbox` beside the db; none for `:memory:`. */
    mailboxDir?: string;
    /** How often the mailbox is looked at while e-mail approval is on, in ms (IDM_MAILBOX_CHECK_MS, default 2000). */
    mailboxCheckMs?: number;
  }
}

/** Largest reply read; larger files are set aside unread. */
const MAX_MAIL_BYTES = 1024 * 1024;
/** Tokens issued in one look (the rest wait for the next). */
const TOKENS_PER_CHECK = 200;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface MailboxReport {
  issued: number;
  approved: number;
  denied: number;
  failed: { file: string; reason: string }[];
}

export interface Mailbox {
  /** The mailbox folder; null: no mailbox (in-memory sandboxes). */
  readonly dir: string | null;
  /** Starts or stops looking, as the stored settings say. */
  configure(): void;
  /** One look: issue tokens for new tasks (with their notifications), read the replies, clean up. */
  check(): MailboxReport;
  close(): void;
}

/** Where the mailbox lives: the option, IDM_MAILBOX, else beside the db file (`.data/sandbox-mailbox`). */
export function mailboxDirOf(options: SandboxOptions, env: NodeJS.ProcessEnv = process.env): string | null {
  if (options.mailboxDir) return resolve(options.mailboxDir);
  if (env.IDM_MAILBOX) return resolve(env.IDM_MAILBOX);
  if (options.dbPath === ':memory:') return null;
  return join(dirname(options.dbPath), `${basename(options.dbPath, extname(options.dbPath))}-mailbox`);
}

/** The inbox of a folder name (checked by the settings' rules): below the mailbox, never above it. */
export function inboxOf(dir: string, folder: string): string {
  const inbox = resolve(dir, folder.trim() || 'INBOX');
  if (!inbox.startsWith(resolve(dir) + sep)) throw new Error(`Folder "${folder}" is outside the mailbox.`);
  return inbox;
}

interface TaskToNotify {
  id: number;
  assignee_dn: string;
  email: string;
  full_name: string;
  item_name: string;
  recipient_name: string;
  requester_name: string;
  activity: string;
}

interface TokenRow {
  token: string;
  task_id: number;
  user_dn: string;
  expires_at: number;
  used_at: number | null;
}

const header = (value: string): string => value.replace(/[\r\n]+/g, ' ');

/** The notification a real server would mail: the reply address and the Subject carry the token. */
export function notificationMail(task: TaskToNotify, token: string, settings: StoredEmailApproval, at: number): string {
  const replyTo = settings.replyEmail.trim() || 'approvals@example.com';
  const [local, domain] = replyTo.split('@');
  const approve = settings.approvePhrase.find((p) => p.locale === 'en')?.value ?? 'Approve';
  const deny = settings.denyPhrase.find((p) => p.locale === 'en')?.value ?? 'Deny';
  return [
    `From: Identity Applications <${replyTo}>`,
    `To: ${header(task.full_name)} <${task.email}>`,
    `Reply-To: <${local}+${token}@${domain}>`,
    `Subject: ${header(`Approval needed: ${task.item_name} for ${task.recipient_name} [${token}]`)}`,
    `Date: ${new Date(at).toUTCString()}`,
    `X-IDM-Task: ${task.id}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    `${task.requester_name} asks for ${task.item_name} for ${task.recipient_name} (${task.activity}).`,
    '',
    `Reply with "${approve}" on the first line to approve, or "${deny}" to deny.`,
    'Anything after the phrase is kept as your comment.',
    '',
  ].join('\r\n');
}

/** The mailbox of an app: started when e-mail approval is on, stopped when it is off or the app closes. */
export function createMailbox(app: FastifyInstance, engine: AccessEngine): Mailbox {
  const dir = mailboxDirOf(app.sandbox);
  const { db } = app.store;
  const now = () => app.sandbox.now();
  const checkMs = app.sandbox.mailboxCheckMs ?? Number(process.env.IDM_MAILBOX_CHECK_MS ?? 2000);
  let timer: NodeJS.Timeout | null = null;
  // A fresh sandbox (--reset) starts with an empty mailbox of its own.
  if (dir && app.sandbox.reset && !app.sandbox.mailboxDir && !process.env.IDM_MAILBOX)
    rmSync(dir, { recursive: true, force: true });

  const log = (line: string): void => {
    if (!dir) return;
    try {
      appendFileSync(join(dir, 'mailbox.log'), `${new Date(now()).toISOString()} ${line}\n`);
    } catch {
      // the log is a courtesy
    }
    app.log.warn(line);
  };

  const moveAside = (inbox: string, file: string, into: 'processed' | 'failed'): void => {
    const target = join(inbox, into);
    mkdirSync(target, { recursive: true });
    let name = file;
    if (existsSync(join(target, name))) name = `${now()}-${file}`;
    renameSync(join(inbox, file), join(target, name));
  };

  function issueTokens(settings: StoredEmailApproval, outbox: string): number {
    const tasks = cachedStatement(
      db,
      `SELECT t.id, t.assignee_dn, u.email, u.full_name, t.item_name, t.recipient_name, t.requester_name, t.activity
       FROM tasks t JOIN users u ON u.dn = t.assignee_dn
       WHERE t.status = 'open' AND u.email <> ''
         AND NOT EXISTS (SELECT 1 FROM email_approval_tokens e WHERE e.task_id = t.id AND e.user_dn = t.assignee_dn)
       ORDER BY t.id LIMIT ${TOKENS_PER_CHECK}`,
    ).all() as TaskToNotify[];
    if (tasks.length === 0) return 0;
    mkdirSync(outbox, { recursive: true });
    const insert = cachedStatement(
      db,
      'INSERT INTO email_approval_tokens (token, task_id, user_dn, issued_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    );
    const at = now();
    db.transaction(() => {
      for (const task of tasks) {
        const token = `idm-${randomBytes(12).toString('hex')}`;
        insert.run(token, task.id, task.assignee_dn, at, at + settings.tokenExpirationTime * HOUR);
        writeFileSync(join(outbox, `task-${task.id}-${token}.eml`), notificationMail(task, token, settings, at));
      }
    })();
    return tasks.length;
  }

  /** Applies one reply; answers why it was refused, or the decision taken. */
  function applyReply(raw: string, settings: StoredEmailApproval): { ok: true; action: 'approve' | 'deny' } | string {
    const mail = parseMail(raw);
    const token = tokenOf(mail);
    if (!token) return 'no reply token in the Subject or the To address';
    const row = cachedStatement(
      db,
      'SELECT token, task_id, user_dn, expires_at, used_at FROM email_approval_tokens WHERE token = ?',
    ).get(token) as TokenRow | undefined;
    if (!row) return `unknown token ${token}`;
    if (row.used_at !== null) return `token ${token} was used already`;
    if (row.expires_at <= now()) return `token ${token} expired`;
    const user = app.store.users.findByDn(row.user_dn);
    if (!user || user.email.toLowerCase() !== mail.from) return `the sender ${mail.from} is not the task's approver`;
    const decision = decisionOf(mail.text, settings.approvePhrase, settings.denyPhrase);
    if (!decision) return 'the reply starts with no approve or deny phrase';
    const comment = decision.comment ? `By e-mail: ${decision.comment}` : 'By e-mail reply.';
    const answer = engine.actOnTasks(
      { user, proxy: null },
      { action: decision.action, taskIds: [String(row.task_id)], comment },
    );
    if (answer.succeeded.length !== 1) return answer.failed[0]?.reason ?? 'the task could not be decided';
    cachedStatement(db, 'UPDATE email_approval_tokens SET used_at = ?, outcome = ? WHERE token = ?').run(
      now(),
      decision.action,
      token,
    );
    return { ok: true, action: decision.action };
  }

  function readInbox(inbox: string, settings: StoredEmailApproval, report: MailboxReport): void {
    mkdirSync(inbox, { recursive: true });
    const files = readdirSync(inbox, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.eml'))
      .map((entry) => entry.name)
      .sort();
    for (const file of files) {
      let outcome: ReturnType<typeof applyReply>;
      try {
        const size = statSync(join(inbox, file)).size;
        outcome =
          size > MAX_MAIL_BYTES
            ? `larger than ${MAX_MAIL_BYTES} bytes`
            : applyReply(readFileSync(join(inbox, file), 'utf8'), settings);
      } catch (error) {
        outcome = error instanceof Error ? error.message : String(error);
      }
      try {
        if (typeof outcome === 'string') {
          report.failed.push({ file, reason: outcome });
          log(`e-mail approval: ${file} set aside: ${outcome}`);
          moveAside(inbox, file, 'failed');
        } else {
          report[outcome.action === 'approve' ? 'approved' : 'denied'] += 1;
          log(`e-mail approval: ${file}: task ${outcome.action === 'approve' ? 'approved' : 'denied'}`);
          moveAside(inbox, file, 'processed');
        }
      } catch (error) {
        log(`e-mail approval: ${file} could not be moved: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  function cleanUp(settings: StoredEmailApproval, inbox: string): void {
    const before = now() - settings.cleanupTimeInDays * DAY;
    cachedStatement(db, 'DELETE FROM email_approval_tokens WHERE issued_at < ?').run(before);
    for (const aside of ['processed', 'failed'].map((name) => join(inbox, name))) {
      if (!existsSync(aside)) continue;
      for (const file of readdirSync(aside)) {
        const path = join(aside, file);
        if (statSync(path).mtimeMs < before) rmSync(path, { force: true });
      }
    }
  }

  function check(): MailboxReport {
    const report: MailboxReport = { issued: 0, approved: 0, denied: 0, failed: [] };
    const settings = readEmailApproval(app.store.settings);
    if (!dir || !settings.emailApprovalTurnOn) return report;
    const inbox = inboxOf(dir, settings.folder);
    report.issued = issueTokens(settings, join(dir, 'outbox'));
    readInbox(inbox, settings, report);
    cleanUp(settings, inbox);
    return report;
  }

  const safeCheck = (): void => {
    try {
      check();
    } catch (error) {
      app.log.error({ err: error }, 'e-mail approval: the mailbox check failed');
    }
  };

  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };

  return {
    dir,
    check,
    configure() {
      const on = dir !== null && readEmailApproval(app.store.settings).emailApprovalTurnOn;
      if (!on) return stop();
      if (timer) return;
      timer = setInterval(safeCheck, checkMs);
      timer.unref();
      setImmediate(safeCheck);
    },
    close: stop,
  };
}
