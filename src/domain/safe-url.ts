/** Schemes a link may carry: anything else (javascript:, data:, vbscript:, …) is never rendered as an href. */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Where relative links are resolved to decide where they lead (never fetched). */
const RULE_BASE = 'https://console.invalid/app/';
const RULE_ORIGIN = new URL(RULE_BASE).origin;
// Characters browsers drop or reinterpret while parsing (tabs, newlines, other controls) and the backslash, which
// special schemes read as a slash (`/\evil.example` leads to evil.example): a link holding any is refused.
// eslint-disable-next-line no-control-regex -- control characters are what this rule looks for
const DISGUISING = /[\u0000-\u001f\u007f\\]/;

/**
 * The one URL rule for every stored link (docs/security.md): the href to render for a URL from a server or a
 * person, or null when it is not safe to link. The browser's own parser decides: a relative link must stay on
 * the page's own origin (so no protocol-relative `//host`, no `/\\host`), an absolute one must carry one of
 * `schemes`; control characters and backslashes are refused outright.
 */
export function safeHref(url: string | null | undefined, schemes: ReadonlySet<string> = SAFE_SCHEMES): string | null {
  const value = (url ?? '').trim();
  if (!value || DISGUISING.test(value)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, RULE_BASE);
  } catch {
    return null;
  }
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  if (!hasScheme) return parsed.origin === RULE_ORIGIN ? value : null;
  return schemes.has(parsed.protocol) ? value : null;
}

/** http and https only: links that open a web page. */
export const WEB_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:']);

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
