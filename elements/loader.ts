import { elementTags } from './tags';

/**
 * The one-script-tag entry: defines each `idm-*` tag the first time it appears in the document,
 * by loading that element's module from beside this script.
 */
const known = new Set<string>(elementTags);
const requested = new Set<string>();
const base = import.meta.url;

function load(tag: string): void {
  if (requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
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

export {};
