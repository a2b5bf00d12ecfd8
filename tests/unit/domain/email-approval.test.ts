import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMAIL_APPROVAL,
  defaultMailPort,
  type EmailApprovalSettings,
} from '../../../src/domain/email-approval';
import { emailApprovalProblems, isHostName, problemText } from '../../../src/domain/email-approval-rules';

const on: EmailApprovalSettings = { ...DEFAULT_EMAIL_APPROVAL, emailApprovalTurnOn: true, host: 'imap.example.com' };

describe('e-mail approval settings rules', () => {
  it('accepts the defaults (off) and a complete configuration (on)', () => {
    expect(emailApprovalProblems(DEFAULT_EMAIL_APPROVAL)).toEqual({});
    expect(emailApprovalProblems(on)).toEqual({});
  });

  it('checks ports 1 to 65535, whole numbers only', () => {
    for (const port of [0, 65536, 70000, -1, 1.5, Number.NaN])
      expect(emailApprovalProblems({ ...on, port }).port).toBe('port');
    for (const port of [1, 993, 65535]) expect(emailApprovalProblems({ ...on, port }).port).toBeUndefined();
  });

  it('checks the intervals: polling minutes, clean-up days, token hours', () => {
    expect(emailApprovalProblems({ ...on, pollingInterval: 0 }).pollingInterval).toBe('interval');
    expect(emailApprovalProblems({ ...on, pollingInterval: 1441 }).pollingInterval).toBe('interval');
    expect(emailApprovalProblems({ ...on, cleanupTimeInDays: 366 }).cleanupTimeInDays).toBe('days');
    expect(emailApprovalProblems({ ...on, tokenExpirationTime: 0 }).tokenExpirationTime).toBe('hours');
  });

  it('knows host names and addresses', () => {
    for (const host of ['imap.example.com', 'mail', '10.0.0.1', '[::1]', 'fe80::1', 'a-b.c-d.example'])
      expect(isHostName(host), host).toBe(true);
    for (const host of ['', 'bad host', '999.1.1.1', '10.1', '-a.example', 'a_b.example', 'x'.repeat(64)])
      expect(isHostName(host), host).toBe(false);
  });

  it('requires host and folder only when switched on', () => {
    const off = { ...DEFAULT_EMAIL_APPROVAL, host: '', folder: '' };
    expect(emailApprovalProblems(off)).toEqual({});
    expect(emailApprovalProblems({ ...off, emailApprovalTurnOn: true })).toMatchObject({
      host: 'required',
      folder: 'required',
    });
    expect(emailApprovalProblems({ ...on, folder: '../etc' }).folder).toBe('folder');
  });

  it('checks phrases: English required, one line, a deny phrase never an approve phrase', () => {
    expect(emailApprovalProblems({ ...on, approvePhrase: [{ locale: 'de', value: 'Ja' }] }).approvePhrase).toBe(
      'required',
    );
    expect(emailApprovalProblems({ ...on, denyPhrase: [{ locale: 'en', value: 'No\nway' }] }).denyPhrase).toBe(
      'phrase',
    );
    expect(emailApprovalProblems({ ...on, denyPhrase: [{ locale: 'en', value: ' APPROVE ' }] }).denyPhrase).toBe(
      'samePhrase',
    );
  });

  it('checks the SOCKS proxy only when it is used', () => {
    expect(emailApprovalProblems({ ...on, isProxyEnabled: true, proxyHost: '' }).proxyHost).toBe('required');
    expect(emailApprovalProblems({ ...on, isProxyEnabled: true, proxyHost: 'socks', proxyPort: 0 }).proxyPort).toBe(
      'port',
    );
    expect(emailApprovalProblems({ ...on, isProxyEnabled: false, proxyPort: 0 })).toEqual({});
  });

  it('words each problem for the server and knows the usual ports', () => {
    expect(problemText('port', 'port')).toBe('port must be a whole number from 1 to 65535.');
    expect([defaultMailPort('IMAP', true), defaultMailPort('IMAP', false), defaultMailPort('POP3', true)]).toEqual([
      993, 143, 995,
    ]);
  });
});
