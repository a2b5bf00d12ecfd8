import type { IdmCore } from '../../core';
import { asObject, getLookupPage, lookupQueryParams, readNamed } from './read';
import type { LookupPage, LookupQuery } from './types';

/** The selection widget's PRD types (spec section 3) and the `processType` each one asks for. */
export type PrdType = 'role' | 'resource' | 'sod' | 'all';
export const PRD_PROCESS_TYPES: Readonly<Record<Exclude<PrdType, 'all'>, string>> = {
  role: 'Role Approval',
  resource: 'Resource Approval',
  sod: 'SoD Approval',
};

export interface PrdLookupQuery extends LookupQuery {
  /** Which approval definitions; 'all' (default) sends no processType. */
  prdType?: PrdType;
}

export interface PrdLookupItem {
  /** The request definition's DN. */
  dn: string;
  name: string;
  description: string;
}

export function readPrdLookupItem(value: unknown): PrdLookupItem {
  return readNamed(asObject(value));
}

/** GET `catalog/prds` (processType, q, nextIndex, size, sortBy=name, sortOrder): custom approval definitions. */
export async function fetchPrds(
  core: IdmCore,
  params: PrdLookupQuery = {},
  signal?: AbortSignal,
): Promise<LookupPage<PrdLookupItem>> {
  const { prdType = 'all', ...query } = params;
  return getLookupPage(
    core,
    'catalog/prds',
    {
      ...lookupQueryParams(query),
      sortBy: 'name',
      processType: prdType === 'all' ? undefined : PRD_PROCESS_TYPES[prdType],
    },
    signal,
    'requestDefs',
    readPrdLookupItem,
    'total',
  );
}
