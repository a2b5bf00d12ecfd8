import { PROPERTIES_MAX_BYTES, parseProperties, type PropertiesProblem } from '../../domain/locale-properties';

/** The keys a locale's file holds now (what an upload may set). */
export const keysOf = (file: string): Set<string> => new Set(parseProperties(file).entries.keys());

/** What is wrong with a chosen file before it is sent: its size first, then its lines. */
export function uploadProblems(content: string, size: number, knownKeys: ReadonlySet<string>): PropertiesProblem[] {
  if (size > PROPERTIES_MAX_BYTES) return [{ code: 'tooLarge', line: 0 }];
  return parseProperties(content, knownKeys).problems;
}
