/**
 * The entities list's own rules (spec section 5; issue 19): the advanced search parameter and the staged
 * deletion ('Entity deleted. Click Save to persist the changes.'). Apart from the item rules of `entities.ts`,
 * so the list does not load the validators its editors use. Pure: shared by the console and the sandbox.
 */

/** The advSearch parameter: `key:value` pairs, comma-separated, blanks left out (commas in values dropped). */
export function entityAdvSearch(fields: Readonly<Record<string, string>>): string | undefined {
  const pairs = Object.entries(fields)
    .map(([key, value]) => [key, value.replace(/,/g, ' ').trim()] as const)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}:${value}`);
  return pairs.length > 0 ? pairs.join(',') : undefined;
}

/** Staged deletion: a row marked goes in the set, marked again comes out. */
export function toggleStaged(staged: ReadonlySet<string>, dns: readonly string[]): Set<string> {
  const next = new Set(staged);
  const allMarked = dns.every((dn) => next.has(dn));
  for (const dn of dns) {
    if (allMarked) next.delete(dn);
    else next.add(dn);
  }
  return next;
}
