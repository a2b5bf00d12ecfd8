export interface CookieOptions {
  path?: string;
  /** Lifetime in days; a session cookie when absent. */
  days?: number;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

export interface CookieJar {
  get(name: string): string | undefined;
  names(): string[];
  set(name: string, value: string, options?: CookieOptions): void;
  delete(name: string, options?: Pick<CookieOptions, 'path'>): void;
}

export const SESSION_COOKIE_PREFIX = 'MFSSO_';
export const CSRF_COOKIE = 'netiq_idm_rbpm_acsrf';

/** A jar over `document.cookie` (or anything with the same string interface). */
export function documentCookieJar(doc: { cookie: string }): CookieJar {
  // Every request reads the session and anti-CSRF cookies: the string is parsed again only when it changed.
  let parsedFrom: string | null = null;
  let parsed: [string, string][] = [];
  const entries = (): [string, string][] => {
    const cookie = doc.cookie;
    if (cookie !== parsedFrom) {
      parsedFrom = cookie;
      parsed = cookie
        .split(';')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .map((part) => {
          const at = part.indexOf('=');
          return at < 0 ? [part, ''] : [part.slice(0, at), decode(part.slice(at + 1))];
        });
    }
    return parsed;
  };
  return {
    get: (name) => entries().find(([key]) => key === name)?.[1],
    names: () => entries().map(([key]) => key),
    set: (name, value, options = {}) => {
      doc.cookie = serialize(name, encodeURIComponent(value), options);
    },
    delete: (name, options = {}) => {
      doc.cookie = `${serialize(name, '', { path: options.path ?? '/' })}; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0`;
    },
  };
}

/** An in-memory jar for tests and for hosts without cookies. */
export function memoryCookieJar(initial: Record<string, string> = {}): CookieJar {
  const data = new Map(Object.entries(initial));
  return {
    get: (name) => data.get(name),
    names: () => [...data.keys()],
    set: (name, value) => void data.set(name, value),
    delete: (name) => void data.delete(name),
  };
}

export function deleteAllMfssoCookies(jar: CookieJar): void {
  for (const name of jar.names()) {
    if (name.startsWith(SESSION_COOKIE_PREFIX)) jar.delete(name, { path: '/' });
  }
}

function serialize(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, `path=${options.path ?? '/'}`];
  if (options.days !== undefined) parts.push(`max-age=${Math.round(options.days * 86400)}`);
  if (options.sameSite) parts.push(`samesite=${options.sameSite}`);
  if (options.secure) parts.push('secure');
  return parts.join('; ');
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
