import { describe, expect, it } from 'vitest';
import { deleteAllMfssoCookies, documentCookieJar, memoryCookieJar } from '../../../src/core';
import { parseSessionCookie, readSessionToken } from '../../../src/core/session-cookie';

/** A stand-in for document.cookie: reads join the jar, writes set or expire one cookie. */
function fakeDocument(initial: Record<string, string>) {
  const jar = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (/max-age=0/.test(line)) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

describe('cookies', () => {
  it('reads and decodes document cookies', () => {
    const jar = documentCookieJar(fakeDocument({ MFSSO_IDMDASH: 'Bearer%2Cabc', other: 'x' }));
    expect(jar.get('MFSSO_IDMDASH')).toBe('Bearer,abc');
    expect(jar.names()).toEqual(['MFSSO_IDMDASH', 'other']);
    expect(jar.get('missing')).toBeUndefined();
  });

  it('reads a cookie anew when the page’s cookies changed behind the jar (a refresh, another tab)', () => {
    const doc = fakeDocument({ MFSSO_IDMDASH: 'Bearer%2Cold' });
    const jar = documentCookieJar(doc);
    expect(jar.get('MFSSO_IDMDASH')).toBe('Bearer,old');
    doc.cookie = 'MFSSO_IDMDASH=Bearer%2Cnew; path=/';
    expect(jar.get('MFSSO_IDMDASH')).toBe('Bearer,new');
    expect(jar.names()).toEqual(['MFSSO_IDMDASH']);
  });

  it('writes cookies on path / and deletes them by expiring', () => {
    const doc = fakeDocument({});
    const jar = documentCookieJar(doc);
    jar.set('MFSSO_IDMDASH', 'Bearer,abc', { days: 1 });
    expect(doc.writes[0]).toBe('MFSSO_IDMDASH=Bearer%2Cabc; path=/; max-age=86400');
    jar.delete('MFSSO_IDMDASH');
    expect(jar.get('MFSSO_IDMDASH')).toBeUndefined();
  });

  it('deleteAllMfssoCookies removes every cookie beginning MFSSO_ and nothing else', () => {
    const jar = memoryCookieJar({
      MFSSO_IDMDASH: 'Bearer,a',
      MFSSO_OTHER: 'b',
      netiq_idm_rbpm_acsrf: 'c',
      JSESSIONID: 'd',
    });
    deleteAllMfssoCookies(jar);
    expect(jar.names()).toEqual(['netiq_idm_rbpm_acsrf', 'JSESSIONID']);
  });

  it('reads the session token from a quoted or plain "<type>,<token>" value', () => {
    expect(parseSessionCookie('"Bearer,abc"')).toEqual({ tokenType: 'Bearer', accessToken: 'abc' });
    expect(parseSessionCookie('Bearer,abc,def')).toEqual({ tokenType: 'Bearer', accessToken: 'abc,def' });
    expect(parseSessionCookie('no-comma')).toBeNull();
    expect(readSessionToken(memoryCookieJar({ MFSSO_REFRESH: 'opaque', MFSSO_IDMDASH: 'Bearer,t' }))).toEqual({
      cookieName: 'MFSSO_IDMDASH',
      tokenType: 'Bearer',
      accessToken: 't',
    });
  });
});
