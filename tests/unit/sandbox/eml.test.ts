import { describe, expect, it } from 'vitest';
import {
  decisionOf,
  decodeHeader,
  MailFormatError,
  parseMail,
  tokenOf,
} from '../../../demo/server/email-approval/eml.js';

const APPROVE = [
  { locale: 'en', value: 'Approve' },
  { locale: 'de', value: 'Genehmigen' },
];
const DENY = [
  { locale: 'en', value: 'Deny' },
  { locale: 'en', value: 'Deny all' },
];
const TOKEN = 'idm-0123456789abcdef01234567';

describe('.eml replies', () => {
  it('reads sender, recipients, subject (encoded words, folded lines) and the plain text', () => {
    const mail = parseMail(
      `From: "Maria" <Maria.Manager@Example.com>\r\nTo: a@example.com,\r\n  "B" <b@example.com>\r\nSubject: =?UTF-8?B?UmU6IEdlbmVobWlndW5n?=\r\n [${TOKEN}]\r\n\r\nApprove\r\n`,
    );
    expect(mail).toEqual({
      from: 'maria.manager@example.com',
      to: ['a@example.com', 'b@example.com'],
      subject: `Re: Genehmigung [${TOKEN}]`,
      text: 'Approve\n',
    });
    expect(decodeHeader('=?iso-8859-1?Q?Gr=FC=DFe_aus?=')).toBe('Grüße aus');
  });

  it('takes the first text/plain part of a multipart mail, decoding quoted-printable and base64', () => {
    const raw = [
      'From: m@example.com',
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/html',
      '',
      '<p>Deny</p>',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Genehmigen =C3=BCberall=',
      ' ok',
      '--b1--',
    ].join('\n');
    expect(parseMail(raw).text).toBe('Genehmigen überall ok\n');
    const b64 = `From: m@example.com\nContent-Transfer-Encoding: base64\n\n${Buffer.from('Deny it').toString('base64')}\n`;
    expect(parseMail(b64).text).toBe('Deny it');
  });

  it('refuses files that are not mails', () => {
    expect(() => parseMail('this is not a mail')).toThrow(MailFormatError);
    expect(() => parseMail('Subject: no sender\n\nApprove')).toThrow(/No sender/);
  });

  it('finds the token in the Subject, else in a To address', () => {
    expect(tokenOf(parseMail(`From: m@x.com\nSubject: Re: [${TOKEN.toUpperCase()}]\n\n`))).toBe(TOKEN);
    expect(tokenOf(parseMail(`From: m@x.com\nTo: approvals+${TOKEN}@x.com\nSubject: Re\n\n`))).toBe(TOKEN);
    expect(tokenOf(parseMail('From: m@x.com\nSubject: Re: nothing\n\n'))).toBeNull();
  });

  it('decides by the first line of the reply itself, the longest phrase winning; the rest is the comment', () => {
    expect(decisionOf('\n  approve.  Looks good\nthanks\n> Approve?', APPROVE, DENY)).toEqual({
      action: 'approve',
      comment: 'Looks good\nthanks',
    });
    expect(decisionOf('GENEHMIGEN', APPROVE, DENY)).toEqual({ action: 'approve', comment: '' });
    expect(decisionOf('Deny all of it', APPROVE, DENY)).toEqual({ action: 'deny', comment: 'of it' });
    expect(decisionOf('Approved', APPROVE, DENY)).toBeNull();
    expect(decisionOf('> Approve\nOn Monday Maria wrote:', APPROVE, DENY)).toBeNull();
    expect(decisionOf('Maybe\nApprove', APPROVE, DENY)).toBeNull();
  });
});
