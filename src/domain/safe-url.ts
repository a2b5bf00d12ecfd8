/** Schemes a link may carry: anything else (javascript:, data:, vbscript:, …) is never rendered as an href. */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The href to render for a URL from a server or a person, or null when it is not safe to link.
 * In-app links (`#/…`, relative paths) are kept as they are.
 */
export function safeHref(url: string | null | undefined): string | null {
  const value = (url ?? '').trim();
  if (!value) return null;
  // In-app and relative links, and protocol-relative ones (which stay http or https).
  if (/^(#|\/|\.\.?\/)/.test(value)) return value;
  // A scheme is letters followed by ':' before any '/', '?' or '#'.
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (!scheme) return value;
  return checkAbsolute(value) ? value : null;
}

/**
 * The href of a page to open (a server-side form): http or https only. With `base`, a relative URL
 * counts when it resolves to http or https; without, only an absolute http(s) URL does.
 */
export function webPageHref(url: string | null | undefined, base?: string): string | null {
  const safe = safeHref(url);
  if (!safe) return null;
  try {
    const { protocol } = base === undefined ? new URL(safe) : new URL(safe, base);
    return protocol === 'http:' || protocol === 'https:' ? safe : null;
  } catch {
    return null;
  }
}

function checkAbsolute(value: string): boolean {
  try {
    return SAFE_SCHEMES.has(new URL(value).protocol);
  } catch {
    return false;
  }
}
