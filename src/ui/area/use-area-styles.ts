import { useLayoutEffect, useRef, type RefObject } from 'react';

const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet | null {
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return null;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Makes sure the area's stylesheet is adopted by the shadow root the page renders in. The area's
 * element adopts it already (then this does nothing); inside `<idm-console>` the page brings it along
 * when it first shows. Constructable stylesheets only: CSP-safe, no `<style>` injection.
 * Returns a ref for the page's outermost element.
 */
export function useAreaStyles<E extends HTMLElement>(css: string) {
  const ref = useRef<E>(null);
  useStylesIn(ref, css);
  return ref;
}

/**
 * Same, for an element that has its ref already: a shared widget that brings its stylesheet when it
 * first shows (the picker), so the elements that never show it do not load it.
 */
export function useStylesIn(ref: RefObject<HTMLElement | null>, css: string): void {
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (typeof ShadowRoot === 'undefined' || !(root instanceof ShadowRoot)) return;
    const sheet = sheetFor(css);
    if (!sheet || root.adoptedStyleSheets.includes(sheet)) return;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [ref, css]);
}
