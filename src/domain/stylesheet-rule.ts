/**
 * What an uploaded stylesheet may hold (docs/security.md "The uploaded stylesheet"): styles only. Every resource
 * it makes the browser fetch is an image the server itself serves under `/custom/` or a `data:` image; nothing
 * else (no sign-out URL, no other origin, no other stylesheet). Shared by the console (the message beside the
 * field) and the sandbox (400 Fault).
 */

export type StylesheetProblem =
  | { code: 'cssInvalid' }
  | { code: 'cssImport' }
  /** `url` is the address refused, as written. */
  | { code: 'cssUrl'; url: string };

const MARKUP = /<\s*\/?\s*(style|script|html|!--)/i;
const IMAGE_PATH = /\.(png|gif|jpe?g|webp|svg)$/i;
const DATA_IMAGE = /^data:image\/(png|gif|jpe?g|webp|svg\+xml)[;,]/i;
/** Functions that fetch what they name besides url(): their strings are addresses too. */
const FETCHING = /(?:^|[^a-z0-9_-])(-webkit-image-set|image-set|image|src|cross-fade|element)\s*\(/gi;
/** Old engines' script in a style: never a style. */
const SCRIPTING = /expression\s*\(|javascript:|vbscript:|-moz-binding|behavior\s*:/i;
/** A base that is no real origin: a path resolves against it, anything absolute leaves it. */
const BASE = 'https://stylesheet.invalid/';

/** The stylesheet as the browser reads it: escapes decoded (`u\72l(` is `url(`), comments gone. */
export function cssAsRead(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ')
    .replace(/\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?/g, (_, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
    })
    .replace(/\\([^\n0-9a-fA-F])/g, '$1');
}

/** May a stylesheet make the browser fetch this address? A `data:` image, or an image path under `/custom/`. */
export function isStylesheetImage(address: string): boolean {
  const value = address.trim();
  if (DATA_IMAGE.test(value)) return true;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (!value.startsWith('/custom/') || /[\\\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    const url = new URL(value, BASE);
    return url.origin === new URL(BASE).origin && url.pathname.startsWith('/custom/') && IMAGE_PATH.test(url.pathname);
  } catch {
    return false;
  }
}

/** The argument of each url(…) in `css` (already as read), quoted or not. */
function urlArguments(css: string): string[] {
  const found: string[] = [];
  const pattern = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))\s*\)?/gi;
  for (const match of css.matchAll(pattern)) found.push((match[1] ?? match[2] ?? match[3] ?? '').trim());
  return found;
}

/** The strings inside the fetching functions (image-set("a.png" 1x) and the like). */
function fetchedStrings(css: string): string[] {
  const found: string[] = [];
  for (const match of css.matchAll(FETCHING)) {
    const start = (match.index ?? 0) + match[0].length;
    let depth = 1;
    let end = start;
    while (end < css.length && depth > 0) {
      if (css[end] === '(') depth += 1;
      else if (css[end] === ')') depth -= 1;
      end += 1;
    }
    for (const string of css.slice(start, end).matchAll(/"([^"]*)"|'([^']*)'/g))
      found.push((string[1] ?? string[2] ?? '').trim());
  }
  return found;
}

/** The first thing that makes `css` more than styles, or null. */
export function stylesheetProblem(css: string): StylesheetProblem | null {
  if (MARKUP.test(css)) return { code: 'cssInvalid' };
  const read = cssAsRead(css);
  if (MARKUP.test(read) || SCRIPTING.test(read)) return { code: 'cssInvalid' };
  if (/@import/i.test(read)) return { code: 'cssImport' };
  for (const address of [...urlArguments(read), ...fetchedStrings(read)])
    if (!isStylesheetImage(address)) return { code: 'cssUrl', url: address.slice(0, 200) };
  return null;
}
