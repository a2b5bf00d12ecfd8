/**
 * Lookup (search) parameters. Paging rules (page-size choice, go-to-page, total pages, start
 * index) live in `./pagination`.
 */
export const LOOKUP_DEFAULT_SIZE = 10;
export const LOOKUP_MAX_SIZE = 300;
export const LOOKUP_DEFAULT_START = 1;
/** Lists never render more than this many items (spec section 9). */
export const MAX_RENDERED_ITEMS = 300;
/** The selection widget's page size. */
export const SELECTION_PAGE_SIZE = 5;

export interface LookupParamsInput {
  q?: string | null;
  size?: number | string | null;
  nextIndex?: number | string | null;
}

export interface LookupParams {
  q: string;
  size: number;
  nextIndex: number;
}

/** Size 10 when missing, non-positive or above 300; start index 1 when missing; blank query → '*'. */
export function normalizeLookupParams(input: LookupParamsInput = {}): LookupParams {
  const size = toInteger(input.size);
  const start = toInteger(input.nextIndex);
  const q = (input.q ?? '').trim();
  return {
    q: q === '' ? '*' : q,
    size: size === null || size <= 0 || size > LOOKUP_MAX_SIZE ? LOOKUP_DEFAULT_SIZE : size,
    nextIndex: start === null || start < 1 ? LOOKUP_DEFAULT_START : start,
  };
}

function toInteger(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : null;
}
