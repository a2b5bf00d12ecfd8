/** Whether an element lays out right to left (the element host carries `dir="rtl"` for those languages). */
export function isRightToLeft(element: Element | null): boolean {
  if (!element) return false;
  const view = element.ownerDocument.defaultView;
  const direction = view ? view.getComputedStyle(element).direction : '';
  return direction === 'rtl' || element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}
