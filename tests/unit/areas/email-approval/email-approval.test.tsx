// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailApprovalSettingsView } from '../../../../src/areas/email-approval';
import { apiCore } from '../../api/setup';
import { json } from '../../core/fakes';
import { renderWithCore } from '../../ui/render-core';
import { settle } from '../list-harness';

const SETTINGS = {
  emailApprovalTurnOn: false,
  serverType: 'IMAP',
  host: 'imap.example.com',
  folder: 'INBOX',
  sslEnabled: true,
  port: 993,
  pollingInterval: 5,
  approvePhrase: [{ locale: 'en', value: 'Approve' }],
  denyPhrase: [{ locale: 'en', value: 'Deny' }],
  cleanupTimeInDays: 30,
  tokenExpirationTime: 72,
  password: '',
  passwordSet: true,
};
const FAULT = {
  Fault: {
    Code: { Value: 'Sender', Subcode: { Value: 'INV_INPUT' } },
    Reason: { Text: 'Invalid input: host is bad.' },
  },
};

async function setup(post: () => Response) {
  const posts: string[] = [];
  const { core } = await apiCore({
    'access/administration/emailApproval': (call) => {
      if (call.method === 'POST') {
        posts.push(call.body ?? '');
        return post();
      }
      return json(SETTINGS);
    },
    'access/info/email/templates': () =>
      json({ emailTemplates: [{ dn: 'cn=T,cn=Security', fullName: 'Task Reminder Notification' }], nextIndex: -1 }),
    'access/supportedlocales': () => json({ supportedLocales: [{ locale: 'en', localeDisplayName: 'English' }] }),
  });
  renderWithCore(<EmailApprovalSettingsView />, core);
  await settle(30);
  return { posts, core };
}

describe('e-mail approval settings', () => {
  afterEach(cleanup);

  it('shows a bad port beside the field and sends nothing', async () => {
    const { posts } = await setup(() => json(SETTINGS));
    const port = await screen.findByRole('spinbutton', { name: 'Port' });
    await userEvent.clear(port);
    await userEvent.type(port, '70000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const described = (port.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain('Enter a port from 1 to 65535.');
    expect(posts).toEqual([]);
    expect(screen.getByText('Task Reminder Notification', { selector: 'li' })).toBeTruthy();
  });

  it('leaves out a blank password and keeps the form as typed when the server refuses', async () => {
    const { posts } = await setup(() => json(FAULT, 400));
    expect(screen.getByText('A password is stored; leave blank to keep it.')).toBeTruthy();
    const folder = screen.getByRole('textbox', { name: 'Folder' });
    await userEvent.clear(folder);
    await userEvent.type(folder, 'Approvals');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle(30);
    expect(posts).toHaveLength(1);
    const sent = JSON.parse(posts[0] ?? '{}') as Record<string, unknown>;
    expect(sent).toMatchObject({ folder: 'Approvals', port: 993 });
    expect(sent).not.toHaveProperty('password');
    expect((screen.getByRole('textbox', { name: 'Folder' }) as HTMLInputElement).value).toBe('Approvals');
  });
});

describe('e-mail approval settings saved meanwhile by someone else (412)', () => {
  afterEach(cleanup);

  it('sends the read version, shows the difference field by field, and applies mine on top with their version', async () => {
    const stale = { Fault: { Code: { Value: 'PRECONDITION_FAILED' }, Reason: { Text: 'Changed' } } };
    let version = '"v1"';
    let current = SETTINGS;
    const ifMatches: (string | undefined)[] = [];
    const { core } = await apiCore({
      'access/administration/emailApproval': (call) => {
        if (call.method === 'POST') {
          ifMatches.push(call.headers['if-match'] ?? call.headers['If-Match']);
          return ifMatches.length === 1 ? json(stale, 412) : json(current);
        }
        const answer = json(current);
        answer.headers.set('ETag', version);
        return answer;
      },
      'access/info/email/templates': () => json({ emailTemplates: [], nextIndex: -1 }),
      'access/supportedlocales': () => json({ supportedLocales: [{ locale: 'en', localeDisplayName: 'English' }] }),
    });
    renderWithCore(<EmailApprovalSettingsView />, core);
    await settle(30);
    // Someone else changes the host after this form read the settings.
    current = { ...SETTINGS, host: 'mail.example.org' };
    version = '"v2"';
    const folder = screen.getByRole('textbox', { name: 'Folder' });
    await userEvent.clear(folder);
    await userEvent.type(folder, 'Approvals');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this meanwhile' });
    expect(dialog.querySelector('tr[data-field=host]')?.textContent).toContain('mail.example.org');
    expect(dialog.querySelector('tr[data-field=folder]')?.textContent).toContain('Approvals');
    await userEvent.click(screen.getByRole('button', { name: 'Apply my changes on top' }));
    expect((screen.getByRole('textbox', { name: 'Folder' }) as HTMLInputElement).value).toBe('Approvals');
    expect((screen.getByRole('textbox', { name: 'Host' }) as HTMLInputElement).value).toBe('mail.example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle(30);
    expect(ifMatches).toEqual(['"v1"', '"v2"']);
  });
});
