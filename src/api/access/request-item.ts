import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { fetchCodeMapValues, fetchItemDetails } from './item-details';
import { accessKeys } from './keys';
import { proxyUserOf, serverFormUrl } from './shared';
import type { ItemDetails } from './types';
import type { CatalogEntityType } from './category-search';

/** Options fetched for a List in one call at most; a longer code map is typed in. */
export const CODE_MAP_OPTIONS_LIMIT = 300;

/** A List parameter's options by code map id; a code map without options to choose from is absent. */
export type CodeMapOptions = Record<string, { value: string; label: string }[]>;

/** An item's details and the options of the List parameters its form asks for. */
export interface RequestItemDetails extends ItemDetails {
  codeMaps: CodeMapOptions;
}

/**
 * The options of the asked-for List parameters, one GET access/codeMap/{id}/values each. A code map that
 * cannot be read, or is longer than one call, gives no options (the value is typed in).
 */
async function fetchCodeMaps(
  core: IdmCore,
  codemapKeys: readonly string[],
  signal?: AbortSignal,
): Promise<CodeMapOptions> {
  const entries = await Promise.all(
    [...new Set(codemapKeys)].map(async (id) => {
      const page = await fetchCodeMapValues(core, { id, size: CODE_MAP_OPTIONS_LIMIT }, signal).catch(() => null);
      return [id, !page || page.hasMore ? [] : page.items.map((v) => ({ value: v.value, label: v.label }))] as const;
    }),
  );
  return Object.fromEntries(entries.filter(([, options]) => options.length > 0));
}

/** `item`'s details (POST access/permissions/item) with the options of its List parameters. */
export function requestItemDetailsQuery(core: IdmCore, item: { dn: string; entityType: CatalogEntityType }) {
  return queryOptions({
    queryKey: accessKeys.requestItemDetails(proxyUserOf(core) ?? '', item.entityType, item.dn),
    queryFn: async ({ signal }): Promise<RequestItemDetails> => {
      const details = await fetchItemDetails(core, item, signal);
      // A parameter with a code map is a List; hidden and static ones are not asked for.
      const asked = details.parameters.filter((p) => !p.hidden && !p.static && p.codemapKey !== '');
      return {
        ...details,
        codeMaps: await fetchCodeMaps(
          core,
          asked.map((p) => p.codemapKey),
          signal,
        ),
      };
    },
    staleTime: 60_000,
  });
}

/**
 * The options of one List parameter (GET access/codeMap/{id}/values, one call): none when the code map is
 * longer than that (the value is typed in), or cannot be read.
 */
export function codeMapOptionsQuery(core: IdmCore, id: string) {
  return queryOptions({
    queryKey: accessKeys.codeMapOptions(id),
    queryFn: async ({ signal }) => (await fetchCodeMaps(core, [id], signal))[id] ?? [],
    staleTime: 300_000,
  });
}

/** The server-side request form of a request definition: `<origin>/<context>/requestForm.do?id=<dn>`; null for others. */
export function requestFormUrl(core: IdmCore, item: { dn: string; entityType: string }): string | null {
  if (item.entityType.toUpperCase() !== 'PRD' || !core.context) return null;
  return serverFormUrl(core, 'requestForm.do', { id: item.dn });
}
