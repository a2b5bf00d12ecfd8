import { elementTags } from './tags';

/**
 * The one-script-tag entry: defines each `idm-*` tag the first time it appears in the document,
 * by loading that element's module from beside this script.
 */
const known = new Set<string>(elementTags);
const requested = new Set<string>();
const base = import.meta.url;

/**
 * Each element's chunks (`{"idm-task-list": ["./chunks/…js", …]}`), written in by the build
 * (scripts/startup-preloads.ts): they are preloaded with the element's module, in one round trip.
 */
const ELEMENT_IMPORTS: string = '__IDM_ELEMENT_IMPORTS__';
const chunksOf: Readonly<Record<string, readonly string[]>> = ELEMENT_IMPORTS.startsWith('{')
  ? (JSON.parse(ELEMENT_IMPORTS) as Record<string, string[]>)
  : {};
const preloaded = new Set<string>();

/**
 * On a page of another origin (a partner's), the console base is where this script comes from: the core
 * reads it as its default (src/core/core.ts SERVER_BASE_HINT_KEY) and signs in by PKCE against it.
 */
if (new URL(base).origin !== location.origin) {
  const hints = globalThis as { [key: symbol]: unknown };
  hints[Symbol.for('idm-console.server-base')] ??= new URL('/idmdash/', base).href;
}

function addPreload(href: string, configure: (link: HTMLLinkElement) => void): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  configure(link);
  link.href = href;
  document.head.append(link);
}

/** What the loader reads of a core already on the page (src/core keeps it on this global). */
type PageCore = {
  readonly context: unknown;
  readonly options: { readonly consoleBase: string };
  signOut(): void;
};

const pageCore = (): PageCore | undefined =>
  (globalThis as { [key: symbol]: PageCore | undefined })[Symbol.for('idm-console.core')];

/**
 * The context the core reads first, asked for beside the modules: at the configured console base
 * when the page has a core that has not loaded it yet, else at the core's default ('/idmdash/' of
 * this page) when the elements come from this page's server. Credentials as the core fetches it.
 */
function preloadContext(): void {
  const core = pageCore();
  if (core?.context) return;
  if (!core && new URL(base).origin !== location.origin) return;
  const consoleBase = core?.options.consoleBase ?? new URL('/idmdash/', location.href).href;
  addPreload(new URL('LoadContextConfigServlet', consoleBase).href, (link) => {
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'use-credentials';
  });
}

function load(tag: string): void {
  if (requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  preloadContext();
  for (const chunk of chunksOf[tag] ?? [])
    addPreload(new URL(chunk, base).href, (link) => (link.rel = 'modulepreload'));
  import(/* @vite-ignore */ new URL(`./${tag}.js`, base).href).catch((error: unknown) => {
    requested.delete(tag);
    console.error(`[idm] could not load <${tag}>`, error);
  });
}

function scan(root: ParentNode): void {
  for (const tag of known) {
    if (!requested.has(tag) && root.querySelector(tag)) load(tag);
  }
}

function watch(): void {
  scan(document);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const tag = node.localName;
        if (known.has(tag)) load(tag);
        scan(node);
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watch, { once: true });
else watch();

/**
 * Signs every widget on the page out at once: their caches are cleared and the session ends at the server
 * (`import { signOut } from '…/elements/idm-loader.js'` in a host page's own module). Nothing to do before a
 * widget has started.
 */
export function signOut(): void {
  pageCore()?.signOut();
}
