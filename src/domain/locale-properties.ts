/**
 * A locale's properties file (the localisation kit: `access/ulp/l10n/{locale}.properties`): Java
 * properties syntax read and written, and the rules an upload must pass. Pure; the console checks an
 * upload before it sends it, the sandbox again when it arrives.
 */

/** Largest upload, in bytes (UTF-8). */
export const PROPERTIES_MAX_BYTES = 64 * 1024;
/** Longest value of one key. */
export const PROPERTY_VALUE_MAX = 200;

export type PropertiesProblemCode = 'empty' | 'tooLarge' | 'malformed' | 'unknownKey' | 'duplicateKey' | 'value';

export interface PropertiesProblem {
  code: PropertiesProblemCode;
  /** 1-based line where it starts (0 for the whole file). */
  line: number;
  key?: string;
}

export interface ParsedProperties {
  entries: Map<string, string>;
  problems: PropertiesProblem[];
}

const byteLength = (text: string): number => new TextEncoder().encode(text).length;

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
function propertyLines(text: string): PropertyLine[] {
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

/**
 * Reads a properties file and checks it: not empty, at most PROPERTIES_MAX_BYTES, every line `key=value`
 * (or `key: value`, `key value`), each key known (when `knownKeys` is given) and given once, every value
 * 1 to PROPERTY_VALUE_MAX characters on one line.
 */
export function parseProperties(text: string, knownKeys?: ReadonlySet<string>): ParsedProperties {
  const entries = new Map<string, string>();
  const problems: PropertiesProblem[] = [];
  if (byteLength(text) > PROPERTIES_MAX_BYTES) return { entries, problems: [{ code: 'tooLarge', line: 0 }] };
  for (const { key, value, separated, line: number } of propertyLines(text)) {
    if (key === null || value === null || key === '' || !separated) {
      problems.push({ code: 'malformed', line: number });
      continue;
    }
    if (knownKeys && !knownKeys.has(key)) {
      problems.push({ code: 'unknownKey', line: number, key });
      continue;
    }
    if (entries.has(key)) {
      problems.push({ code: 'duplicateKey', line: number, key });
      continue;
    }
    if (value.trim() === '' || value.length > PROPERTY_VALUE_MAX || /[\r\n]/.test(value)) {
      problems.push({ code: 'value', line: number, key });
      continue;
    }
    entries.set(key, value);
  }
  if (entries.size === 0 && problems.length === 0) problems.push({ code: 'empty', line: 0 });
  return { entries, problems };
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

/** The English sentence of a problem (the sandbox's Fault text). */
export function propertiesProblemText(problem: PropertiesProblem): string {
  const at = problem.line > 0 ? `Line ${problem.line}: ` : '';
  switch (problem.code) {
    case 'empty':
      return 'The file holds no key=value line.';
    case 'tooLarge':
      return `The file is larger than ${PROPERTIES_MAX_BYTES / 1024} KB.`;
    case 'malformed':
      return `${at}not a key=value line.`;
    case 'unknownKey':
      return `${at}unknown key "${problem.key ?? ''}".`;
    case 'duplicateKey':
      return `${at}the key "${problem.key ?? ''}" is given twice.`;
    case 'value':
      return `${at}the value of "${problem.key ?? ''}" must be one line of 1 to ${PROPERTY_VALUE_MAX} characters.`;
  }
}
