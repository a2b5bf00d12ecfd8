export const DESCRIPTION_PREVIEW_LENGTH = 100;

export type DateInput = Date | number | string;

/** Epoch ms (the contract's dates), a Date or a date string → a valid Date, else null. Date formatting: date-format.ts. */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date =
    value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** First 100 characters and '...' when longer. */
export function descriptionPreview(text: string | null | undefined, length = DESCRIPTION_PREVIEW_LENGTH): string {
  const value = text ?? '';
  return value.length > length ? `${value.slice(0, length)}...` : value;
}

/**
 * The value of a DN's first component: `cn=John Doe,ou=users,o=data` → 'John Doe', `cn=Doe\, John,…`
 * → 'Doe, John' (LDAP escapes `\,` and `\2C` undone). Text that is not a DN comes back unchanged.
 */
export function commonName(dn: string | null | undefined): string {
  const value = dn ?? '';
  const match = /^\s*[A-Za-z][\w-]*\s*=\s*((?:\\.|[^,+\\])*)/.exec(value);
  if (!match) return value;
  return unescapeDnValue((match[1] ?? '').trim());
}

function unescapeDnValue(value: string): string {
  // Runs of hex escapes are UTF-8 bytes (`\C3\A9` is 'é'), decoded together.
  return value.replace(/(?:\\[0-9a-fA-F]{2})+|\\(.)/g, (escape: string, single: string | undefined) => {
    if (single !== undefined) return single;
    const bytes = escape
      .split('\\')
      .slice(1)
      .map((hex) => parseInt(hex, 16));
    return new TextDecoder().decode(new Uint8Array(bytes));
  });
}

/**
 * Values joined with ', ', each comma-separated part once (case-insensitively): a title that already
 * names the department ('Vice President, Engineering') and the department ('Engineering') read
 * 'Vice President, Engineering', not '…, Engineering, Engineering'.
 */
export function joinDistinctParts(values: readonly string[]): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const value of values) {
    for (const raw of value.split(',')) {
      const part = raw.trim();
      const key = part.toLocaleLowerCase();
      if (part === '' || seen.has(key)) continue;
      seen.add(key);
      parts.push(part);
    }
  }
  return parts.join(', ');
}
