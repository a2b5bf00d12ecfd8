/** Java properties syntax: logical lines, escapes, keys and values, read (as `Properties.load`) and written. */

/** Unescapes \t \n \r \f \\ \uXXXX and any other escaped character; null when a \u escape is broken. */
function unescape(text: string): string | null {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const next = text[++i];
    if (next === undefined) break;
    if (next === 'u') {
      const hex = text.slice(i + 1, i + 5);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) return null;
      out += String.fromCharCode(parseInt(hex, 16));
      i += 4;
    } else out += ({ t: '\t', n: '\n', r: '\r', f: '\f' } as Record<string, string>)[next] ?? next;
  }
  return out;
}

/** Where the key ends: the first unescaped `=`, `:` or white space. */
function splitAt(line: string): number {
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '\\') i++;
    else if (ch === '=' || ch === ':' || ch === ' ' || ch === '\t' || ch === '\f') return i;
  }
  return line.length;
}

/** Logical lines (continuations joined) with the line number each starts on. */
function logicalLines(text: string): { text: string; line: number }[] {
  const physical = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const lines: { text: string; line: number }[] = [];
  let current: { text: string; line: number } | null = null;
  physical.forEach((raw, index) => {
    const trimmedStart = raw.replace(/^[ \t\f]+/, '');
    if (!current && (trimmedStart === '' || trimmedStart.startsWith('#') || trimmedStart.startsWith('!'))) return;
    const trailing = /(\\+)$/.exec(trimmedStart)?.[1]?.length ?? 0;
    const continues = trailing % 2 === 1;
    const part = continues ? trimmedStart.slice(0, -1) : trimmedStart;
    current = current ? { text: current.text + part, line: current.line } : { text: part, line: index + 1 };
    if (!continues) {
      lines.push(current);
      current = null;
    }
  });
  if (current) lines.push(current);
  return lines;
}

/** One logical line as read: its key and value unescaped (null where a \u escape is broken), where it starts. */
interface PropertyLine {
  key: string | null;
  value: string | null;
  /** The key has a separator (`=`, `:` or white space) after it. */
  separated: boolean;
  line: number;
}

/** The logical lines of a properties file, comments and blank lines left out. */
export function propertyLines(text: string): PropertyLine[] {
  return logicalLines(text).map(({ text: line, line: number }) => {
    const end = splitAt(line);
    let rest = line.slice(end).replace(/^[ \t\f]*/, '');
    if (rest.startsWith('=') || rest.startsWith(':')) rest = rest.slice(1).replace(/^[ \t\f]*/, '');
    return { key: unescape(line.slice(0, end)), value: unescape(rest), separated: end < line.length, line: number };
  });
}

/**
 * Reads a properties file without checking it (as Java's `Properties.load`): every key with its value, a key
 * alone with '', the last of a key given twice; lines with a broken \u escape left out.
 */
export function readProperties(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const { key, value } of propertyLines(text)) if (key && value !== null) entries.set(key, value);
  return entries;
}

const escapeKey = (key: string): string => key.replace(/([\\=: #!])/g, '\\$1');
const escapeValue = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t').replace(/^ /, '\\ ');

/** Writes entries as a properties file (UTF-8, one `key=value` a line, a comment on top). */
export function formatProperties(entries: Iterable<readonly [string, string]>, comment?: string): string {
  const lines = comment ? comment.split('\n').map((c) => `# ${c}`) : [];
  for (const [key, value] of entries) lines.push(`${escapeKey(key)}=${escapeValue(value)}`);
  return `${lines.join('\n')}\n`;
}
