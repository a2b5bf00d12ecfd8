import type { QueryParams } from './types';

/** Appends query parameters; arrays repeat the name, null and undefined are skipped. */
export function withQuery(url: string, query: QueryParams | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) params.append(name, String(item));
    }
  }
  const search = params.toString();
  if (search === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/** Absolute URL with a trailing slash, resolved against the page. */
export function normalizeBase(base: string, pageHref: string): string {
  const url = new URL(base, pageHref);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  url.search = '';
  url.hash = '';
  return url.href;
}

/** Calls that act for the proxied user in proxy mode (spec section 7: tasks, permissions and requests). */
const PROXIED_CALL = /\/rest\/access\/(tasks|permissions|requests)(\/|\?|$)/;

/** Adds `proxyUser=<dn>` to a proxied call, unless the call already names one. */
export function withProxyUser(url: string, proxyUserDn: string | null): string {
  if (!proxyUserDn || !PROXIED_CALL.test(url) || /[?&]proxyUser=/.test(url)) return url;
  return withQuery(url, { proxyUser: proxyUserDn });
}
