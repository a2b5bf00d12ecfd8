/** Stands in for a control inside a translated sentence ('Showing {{size}} per page'). */
export const CONTROL_MARKER = '\u0000';

/**
 * The text before and after a control in a translated sentence, so that each language keeps its
 * own word order around the control.
 */
export function textAround(translated: string): { before: string; after: string } {
  const at = translated.indexOf(CONTROL_MARKER);
  if (at < 0) return { before: translated, after: '' };
  return { before: translated.slice(0, at), after: translated.slice(at + CONTROL_MARKER.length) };
}
