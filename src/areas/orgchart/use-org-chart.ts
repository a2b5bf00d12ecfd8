import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchLevelUpOptions, fetchOrgChart, peopleKeys, type LevelUpOptions, type OrgChart } from '../../api/people';
import { useCore } from '../../core/react';

/** Direct reports per page ('Show more' asks for the next one with the answer's nextIndex). */
export const REPORTS_PAGE_SIZE = 20;
/** Level-up options per page. */
export const LEVEL_UP_PAGE_SIZE = 10;

const more = (nextIndex: number): number | undefined => (nextIndex > 0 ? nextIndex : undefined);

/**
 * The org chart around a person, its direct reports paged (`nextIndex`, `size`): each page appends.
 * Keys live under the api's `peopleKeys.orgChart`, so the people mutations refresh it too.
 */
export function useOrgChartPages(
  entityDn: string | undefined,
  relationshipKey: string | undefined,
  options: { size?: number; enabled?: boolean } = {},
) {
  const size = options.size ?? REPORTS_PAGE_SIZE;
  const core = useCore();
  const relationshipKeys = relationshipKey ? [relationshipKey] : [];
  return useInfiniteQuery({
    queryKey: peopleKeys.orgChart({ entityDn: entityDn ?? null, relationshipKeys, size, paged: true }),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }): Promise<OrgChart> =>
      fetchOrgChart(core, { ...(entityDn ? { entityDn } : {}), relationshipKeys, nextIndex: pageParam, size }, signal),
    getNextPageParam: (last) => more(last.nextIndex),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** Who may be one level up from a person along a relationship (paged). */
export function useLevelUpPages(
  dn: string | undefined,
  relationshipKey: string | undefined,
  size = LEVEL_UP_PAGE_SIZE,
) {
  const core = useCore();
  return useInfiniteQuery({
    queryKey: peopleKeys.levelUp({ dn: dn ?? null, relationshipKey: relationshipKey ?? null, size, paged: true }),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }): Promise<LevelUpOptions> =>
      fetchLevelUpOptions(
        core,
        { dn: dn ?? '', relationshipKey: relationshipKey ?? '', nextIndex: pageParam, size },
        signal,
      ),
    getNextPageParam: (last) => more(last.nextIndex),
    enabled: Boolean(dn && relationshipKey),
  });
}
