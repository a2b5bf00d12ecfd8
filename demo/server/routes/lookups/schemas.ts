import { badInput } from '../../http/fault.js';

/**
 * JSON schemas of lookup queries. Query values are strings (no coercion); numbers and flags are checked
 * by pattern and converted in the handlers. Unknown parameters are ignored, as real servers do.
 */
export const INTEGER = { type: 'string', pattern: '^-?[0-9]{1,9}$' } as const;
export const SEARCH_TEXT = { type: 'string', maxLength: 256 } as const;
export const SORT_ORDER = { type: 'string', pattern: '^([aA][sS][cC]|[dD][eE]?[sS][cC])$' } as const;
export const DN = { type: 'string', minLength: 1, maxLength: 1024 } as const;
export const FLAG = { type: 'string', enum: ['true', 'false'] } as const;
export const CLIENT_ID = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
/** A comma-separated list of keys (attributes, categories). */
export const KEY_LIST = { type: 'string', maxLength: 1024, pattern: '^[A-Za-z0-9_ .-]*(,[A-Za-z0-9_ .-]*)*$' } as const;
/** One value or a repeated parameter. */
export const REPEATED = {
  anyOf: [
    { type: 'string', maxLength: 64 },
    { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 64 } },
  ],
} as const;

/** q, size, nextIndex, sortOrder: every paged lookup takes them. */
export const PAGING = { q: SEARCH_TEXT, size: INTEGER, nextIndex: INTEGER, sortOrder: SORT_ORDER } as const;

export interface PagingQuery {
  q?: string;
  size?: string;
  nextIndex?: string;
  sortOrder?: string;
}

export function querySchema<P extends Record<string, unknown>>(
  properties: P,
  required: readonly (keyof P & string)[] = [],
) {
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) } as const;
}

/** A comma-separated list without blanks. */
export const splitList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** One or repeated values as a list. */
export const repeated = (value: string | readonly string[] | undefined): string[] =>
  value === undefined ? [] : typeof value === 'string' ? [value] : [...value];

/** One or repeated values, each a comma-separated list, as one list (`categoryKeys=a,b&categoryKeys=c`). */
export const listFrom = (value: string | readonly string[] | undefined): string[] =>
  repeated(value).flatMap((v) => splitList(v));

/**
 * `FirstName:Ann,Email:*` → [['FirstName', 'Ann'], ['Email', '*']], each key mapped through `column`
 * (unknown keys are bad input).
 */
export function parseAdvancedSearch(
  value: string | undefined,
  column: (key: string) => string | undefined,
): [string, string][] {
  return splitList(value).map((pair) => {
    const colon = pair.indexOf(':');
    const key = colon > 0 ? pair.slice(0, colon).trim() : '';
    const target = key ? column(key) : undefined;
    if (!target)
      throw badInput(`Invalid input: advSearch "${pair}" is not <attribute>:<value> with a searchable attribute.`);
    return [target, pair.slice(colon + 1).trim()];
  });
}

/** The pager fields of a contract answer. */
export const pageFields = (result: { rows: readonly unknown[]; nextIndex: number }) => ({
  arraySize: result.rows.length,
  nextIndex: result.nextIndex,
});
