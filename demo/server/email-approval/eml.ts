import type { LocalePhrase } from '../../../src/domain/email-approval.js';
import { normalizePhrase } from '../../../src/domain/email-approval-rules.js';

/**
 * Reading an e-mail reply (an .eml file, RFC 5322) the way the e-mail approval reads it (README "E-mail
 * approval"): the sender, the reply token (in the Subject, else in a To address), and the decision — the
 * first line of the reply's own text that starts with an approve or a deny phrase. Pure.
 */

export interface ParsedMail {
  from: string;
  to: string[];
  subject: string;
  /** The first text/plain part (or the body), decoded. */
  text: string;
}

/** Reply tokens: `idm-` and 24 hexadecimal digits. */
export const TOKEN_PATTERN = /\bidm-[0-9a-f]{24}\b/i;

export class MailFormatError extends Error {
  override name = 'MailFormatError';
}

/** Headers (unfolded, names in lower case; the first of each) and the body. */
function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const text = raw.replace(/\r\n?/g, '\n');
  const blank = text.indexOf('\n\n');
  const head = blank === -1 ? text : text.slice(0, blank);
  const body = blank === -1 ? '' : text.slice(blank + 2);
  const headers = new Map<string, string>();
  let last: string | null = null;
  for (const line of head.split('\n')) {
    if (/^[ \t]/.test(line) && last) {
      headers.set(last, `${headers.get(last) ?? ''} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) throw new MailFormatError(`Not a header line: "${line.slice(0, 60)}"`);
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!/^[\x21-\x39\x3b-\x7e]+$/.test(name)) throw new MailFormatError(`Bad header name "${name.slice(0, 60)}"`);
    last = name;
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string, header = false): Buffer {
  const source = header ? text.replace(/_/g, ' ') : text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(source[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes);
}

const charsetOf = (value: string): BufferEncoding =>
  /iso-8859-1|latin1|us-ascii|windows-1252/i.test(value) ? 'latin1' : 'utf8';

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=). */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, charset: string, kind: string, data: string) => {
      const bytes = kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data, true);
      return bytes.toString(charsetOf(charset));
    });
}

/** The address of `Name <a@b>` or `a@b`, in lower case. */
export function addressOf(value: string): string {
  const angle = /<([^<>\s]+@[^<>\s]+)>/.exec(value);
  const bare = angle?.[1] ?? /[^\s<>,;"]+@[^\s<>,;"]+/.exec(value)?.[0] ?? '';
  return bare.toLowerCase();
}

function decodeBody(body: string, encoding: string, contentType: string): string {
  const charset = charsetOf(/charset="?([^";\s]+)/i.exec(contentType)?.[1] ?? 'utf-8');
  const kind = encoding.trim().toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString(charset);
  if (kind === 'quoted-printable') return decodeQuotedPrintable(body).toString(charset);
  return body;
}

/** The first text/plain part of a multipart body, or the body itself. */
function plainText(headers: Map<string, string>, body: string, depth = 0): string {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary && depth < 5) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const inner = splitMessage(part.replace(/^\n/, ''));
      const innerType = inner.headers.get('content-type') ?? 'text/plain';
      if (/^multipart\//i.test(innerType) || /^text\/plain/i.test(innerType)) {
        const found = plainText(inner.headers, inner.body, depth + 1);
        if (found !== '') return found;
      }
    }
    return '';
  }
  if (!/^text\/plain/i.test(type) && !/^text\/?$/i.test(type) && type !== '') return '';
  return decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit', type);
}

/** Parses an .eml file; throws MailFormatError when it is not a mail with a sender. */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitMessage(raw);
  const from = addressOf(decodeHeader(headers.get('from') ?? ''));
  if (from === '') throw new MailFormatError('No sender (From) address.');
  const to = (headers.get('to') ?? '')
    .split(',')
    .map((part) => addressOf(decodeHeader(part)))
    .filter((address) => address !== '');
  return { from, to, subject: decodeHeader(headers.get('subject') ?? ''), text: plainText(headers, body) };
}

/** The reply token: in the Subject first, else in a To address (`approvals+idm-…@example.com`). */
export function tokenOf(mail: ParsedMail): string | null {
  const found = TOKEN_PATTERN.exec(mail.subject) ?? mail.to.map((to) => TOKEN_PATTERN.exec(to)).find(Boolean);
  return found ? found[0].toLowerCase() : null;
}

export type Decision = { action: 'approve' | 'deny'; comment: string } | null;

/** Where the quoted original starts: a `>` line, or a line such as "On … wrote:" / "-----Original Message-----". */
const QUOTE_START =
  /^(>|-{2,}\s*original message|on .{1,200} wrote:$|am .{1,200} schrieb .{1,100}:$|le .{1,200} a écrit :?$)/i;

/**
 * The decision of a reply: its first non-empty line of its own text (quoted lines ignored) starts with an
 * approve or a deny phrase of any language (the longest phrase that fits wins; case and accents as typed,
 * compared in lower case and NFC). The rest of the reply's own text is the comment.
 */
export function decisionOf(text: string, approve: readonly LocalePhrase[], deny: readonly LocalePhrase[]): Decision {
  const own: string[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (QUOTE_START.test(line.trim())) break;
    own.push(line);
  }
  const first = own.findIndex((line) => line.trim() !== '');
  if (first === -1) return null;
  const line = normalizePhrase(own[first] ?? '');
  const candidates = [
    ...approve.map((p) => ({ action: 'approve' as const, phrase: normalizePhrase(p.value) })),
    ...deny.map((p) => ({ action: 'deny' as const, phrase: normalizePhrase(p.value) })),
  ]
    .filter(
      ({ phrase }) =>
        phrase !== '' &&
        (line === phrase || (line.startsWith(phrase) && !/[\p{L}\p{N}]/u.test(line[phrase.length] ?? ''))),
    )
    .sort((a, b) => b.phrase.length - a.phrase.length);
  const match = candidates[0];
  if (!match) return null;
  const rest = (own[first] ?? '')
    .trim()
    .slice(match.phrase.length)
    .replace(/^[\s.,:;!-]+/, '');
  const comment = [rest, ...own.slice(first + 1)].join('\n').trim();
  return { action: match.action, comment };
}
