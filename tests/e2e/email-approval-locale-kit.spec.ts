import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  ADMIN,
  DAN,
  EDDIE,
  MARIA,
  apiAs,
  banner,
  createAccount,
  expect,
  itemDn,
  main,
  openRequest,
  pollState,
  test,
} from './access-helpers';
import { mainMenu } from './shell-helpers';

/*
 * E-mail approval and the localisation kit (issue 18), as uaadmin: turn e-mail approval on and approve a
 * task by dropping a reply into the sandbox's watched mailbox folder; a bad port; a German translation the
 * menu follows; the delegated administrator reaches neither page.
 */

// The sandbox keeps its mailbox beside its db (playwright.config.ts: /tmp/idm-e2e-<port>.db).
const PORT = Number(process.env.E2E_PORT ?? 8190);
const MAILBOX = path.join(os.tmpdir(), `idm-e2e-${PORT}-mailbox`);

const form = (page: Page) => main(page).locator('[part=email-approval-form]');

async function openEmailApproval(page: Page): Promise<void> {
  await page.goto('/idmdash/#/emailapproval');
  await expect(main(page).getByRole('heading', { name: 'Email Approval', level: 1 })).toBeVisible();
}

test('an e-mail reply starting with the approve phrase approves the task', async ({ as, request }) => {
  const admin = await apiAs(request, ADMIN);
  const recipient = await createAccount(admin, 'Mailer');
  const requested = await admin.call<{ OperationNodes: { succeeded: { requestId: string }[] }[] }>(
    'POST',
    'access/requests/permissions',
    {
      body: {
        reqPermissions: [{ id: await itemDn(admin, 'CRM Read', 'ROLE') }],
        recipients: [{ dn: recipient.dn, type: 'user' }],
        reason: 'E-mail approval',
      },
    },
  );
  expect(requested.status, JSON.stringify(requested.body)).toBe(200);
  const maria = await apiAs(request, MARIA);
  const tasks = await maria.call<{ tasks: { taskId: string; recipientName?: string }[] }>('GET', 'access/tasks/list', {
    query: { q: 'CRM Read', recipient: recipient.fullName, size: '5' },
  });
  const taskId = tasks.body.tasks[0]?.taskId;
  expect(taskId, JSON.stringify(tasks.body)).toBeTruthy();

  const page = await as(ADMIN);
  try {
    await openEmailApproval(page);
    await form(page).getByRole('checkbox', { name: 'Enable e-mail based approval' }).check();
    await form(page).getByRole('textbox', { name: 'Host', exact: true }).fill('imap.example.com');
    await form(page).getByRole('button', { name: 'Save' }).click();
    await expect(banner(page)).toContainText('The e-mail approval settings were saved.');

    // The sandbox mails Maria the task's notification (its outbox) with the reply token.
    const outbox = path.join(MAILBOX, 'outbox');
    let notification = '';
    await expect
      .poll(() => {
        const file = fs.existsSync(outbox) ? fs.readdirSync(outbox).find((f) => f.startsWith(`task-${taskId}-`)) : '';
        notification = file ? fs.readFileSync(path.join(outbox, file), 'utf8') : '';
        return notification !== '';
      })
      .toBe(true);
    const token = /\[(idm-[0-9a-f]{24})\]/.exec(notification)?.[1];
    const mariaAddress = /^To: .*<([^>]+)>/m.exec(notification)?.[1];
    fs.mkdirSync(path.join(MAILBOX, 'INBOX'), { recursive: true });
    fs.writeFileSync(
      path.join(MAILBOX, 'INBOX', `reply-${taskId}.eml`),
      [
        `From: Maria Manager <${mariaAddress}>`,
        'To: approvals@example.com',
        `Subject: Re: Approval needed: CRM Read [${token}]`,
        '',
        'Approve. Fine by me.',
        '',
        '> Reply with "Approve" on the first line to approve',
        '',
      ].join('\r\n'),
    );

    const detail = await openRequest(page, 'CRM Read', recipient.fullName);
    await pollState(page, detail, /Approved|Provisioning|Provisioned/);
    await expect(detail).toContainText('By e-mail: Fine by me.');
  } finally {
    await admin.call('POST', 'access/administration/emailApproval', { body: { emailApprovalTurnOn: false } });
  }
});

test('a port out of range is refused beside the field and the form keeps what was typed', async ({ as }) => {
  const page = await as(ADMIN, 'emailapproval');
  await openEmailApproval(page);
  const port = form(page).getByRole('spinbutton', { name: 'Port', exact: true });
  const folder = form(page).getByRole('textbox', { name: 'Folder' });
  await port.fill('70000');
  await folder.fill('Approvals');
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('administration/emailApproval')) posted = true;
  });
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(port).toHaveAccessibleDescription('Enter a port from 1 to 65535.');
  await expect(form(page).getByRole('alert')).toHaveText('Correct the marked fields, then save again.');
  await expect(port).toHaveValue('70000');
  await expect(folder).toHaveValue('Approvals');
  expect(posted).toBe(false);
});

test('a German translation uploaded in the localisation kit renames Tasks in the menu', async ({ as, request }) => {
  const admin = await apiAs(request, ADMIN);
  const original = await admin.call<string>('GET', 'access/ulp/l10n/de.properties');
  expect(original.status).toBe(200);
  const germanFile = original.body;
  const eddie = await apiAs(request, EDDIE);
  const page = await as(ADMIN, 'localekit');
  try {
    await expect(main(page).getByRole('heading', { name: 'Localization Kit', level: 1 })).toBeVisible();
    const upload = main(page).locator('[part=locale-upload]');
    await upload.getByRole('combobox', { name: 'Language of the file' }).selectOption({ label: 'Deutsch' });
    const file = upload.getByLabel('Properties file');
    await file.setInputFiles({
      name: 'de.properties',
      mimeType: 'text/plain',
      buffer: Buffer.from('menu.unknown=X\n'),
    });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(file).toHaveAccessibleDescription(/Line 1: unknown key “menu.unknown”/);
    await file.setInputFiles({
      name: 'de.properties',
      mimeType: 'text/plain',
      buffer: Buffer.from('# Meine Namen\nmenu.tasks=Meine Aufgaben\n'),
    });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(banner(page)).toContainText('The translation for Deutsch was uploaded.');

    // Eddie switches to German: the menu's names come from the server, the uploaded one among them.
    const eddiePage = await as(EDDIE);
    expect(
      (
        await eddie.call('POST', 'access/ulp/l10n/listLocales', {
          body: { userDN: EDDIE.dn, userPreferredLocales: ['de'] },
        })
      ).status,
    ).toBe(200);
    await eddiePage.reload();
    const menu = eddiePage.getByRole('navigation', { name: 'Hauptmenü' });
    await menu.getByRole('button', { name: 'Zugriff' }).click();
    await expect(menu.getByRole('link', { name: 'Meine Aufgaben' })).toBeVisible();
  } finally {
    await eddie.call('POST', 'access/ulp/l10n/listLocales', {
      body: { userDN: EDDIE.dn, userPreferredLocales: ['en'] },
    });
    await admin.call('PUT', 'access/ulp/l10n/de.properties', { body: germanFile });
  }
});

test('the delegated administrator has neither menu entry and is refused by the server', async ({ as, request }) => {
  const page = await as(DAN);
  await mainMenu(page).getByRole('button', { name: 'Administration' }).click();
  await expect(mainMenu(page).getByRole('link', { name: 'Roles' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Email Approval' })).toHaveCount(0);
  await expect(mainMenu(page).getByRole('link', { name: 'Localization Kit' })).toHaveCount(0);
  const dan = await apiAs(request, DAN);
  expect((await dan.call('GET', 'access/administration/emailApproval')).status).toBe(403);
  expect((await dan.call('PUT', 'access/ulp/l10n/de.properties', { body: 'menu.tasks=X' })).status).toBe(403);
  await page.goto('/idmdash/#/emailapproval');
  await expect(page.getByRole('dialog', { name: 'Unauthorized Access' })).toContainText('Unauthorized access to');
});
