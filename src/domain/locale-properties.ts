/**
 * A locale's properties file (the localisation kit: `access/ulp/l10n/{locale}.properties`): Java
 * properties syntax (read and written in properties-syntax.ts), and the rules an upload must pass. Pure; the console checks an
 * upload before it sends it, the sandbox again when it arrives.
 */

import { propertyLines } from './properties-syntax';

export { formatProperties, readProperties } from './properties-syntax';

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
