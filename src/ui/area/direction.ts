/** The text direction an element is shown in: the nearest `dir` attribute, across shadow roots. */
export function directionOf(element: Element | null): 'ltr' | 'rtl' {
  let node: Node | null = element;
  while (node) {
    if (node instanceof Element) {
      const dir = node.getAttribute('dir');
      if (dir === 'rtl' || dir === 'ltr') return dir;
    }
    node = typeof ShadowRoot !== 'undefined' && node instanceof ShadowRoot ? node.host : node.parentNode;
  }
  return 'ltr';
}
