import type { Page } from '@playwright/test';

/** How far the document scrolls sideways (0: it does not). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

/**
 * The words of the console's table cells that the browser broke across lines ("Accou / nt"): a word whose
 * rendered text has more than one line box. Words are split at spaces and hyphens (a break there is not inside
 * a word). Looks inside the console's shadow root.
 */
export function wordsBrokenInTableCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i += 1)
      for (const element of roots[i]?.querySelectorAll('*') ?? [])
        if (element.shadowRoot) roots.push(element.shadowRoot);
    for (const root of roots)
      for (const cell of root.querySelectorAll('td, th')) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/[^\s\-‐-―]+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (lines.size > 1) broken.push(match[0]);
          }
        }
      }
    return broken;
  });
}

/** The header's visible parts that are not in its first row (none: the header is one row). */
export function headerPartsBelowFirstRow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('idm-console')?.shadowRoot?.querySelector('[part=header]');
    if (!header) return ['no header'];
    const parts = [...header.children]
      .map((child) => ({ child, box: child.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const firstRowBottom = Math.min(...parts.map(({ box }) => box.bottom));
    return parts.filter(({ box }) => box.top >= firstRowBottom).map(({ child }) => child.className || child.tagName);
  });
}
