import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { containerName, isServerKind, type SearchItem, type ServerKind } from '../../domain/global-search';
import { asArray, asObject, asString, postObject } from '../lookups/read';

/** How many of each kind the box asks for (it shows five a kind). */
export const PER_KIND = 5;

/** The value of one EntityObjectNode attribute (`attributeValues[0]`: `$` or `value`). */
function attributeValue(node: Record<string, unknown>, key: string): string {
  const attribute = asArray(node.attributes)
    .map(asObject)
    .find((a) => a.key === key);
  const first = asObject(asArray(attribute?.attributeValues)[0]);
  return asString(first.$) || asString(first.value);
}

/** What tells a hit from a look-alike: a person's e-mail, a container, a rule's roles, else the description. */
function secondLine(kind: ServerKind, node: Record<string, unknown>): string {
  const container = attributeValue(node, 'container');
  const parts = [
    attributeValue(node, 'email'),
    container ? containerName(container) : '',
    attributeValue(node, 'detail'),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : attributeValue(node, 'description');
}

/** One EntityObjectNode of the global search as a SearchItem; null for a kind this console does not know. */
export function readGlobalHit(value: unknown): SearchItem | null {
  const node = asObject(value);
  const kind = attributeValue(node, 'entityType');
  const id = asString(node.dn);
  if (!isServerKind(kind) || id === '') return null;
  const level = Number(attributeValue(node, 'level'));
  return {
    kind,
    id,
    name: attributeValue(node, 'name') || id,
    secondLine: secondLine(kind, node),
    ...(kind === 'role' && Number.isInteger(level) && level > 0 ? { level } : {}),
  };
}

/**
 * POST `access/query/global` (QueryNode key `search`, parameters q and perType): people, roles, resources, groups,
 * teams, SoD rules and request definitions the caller may see, PER_KIND of each.
 */
export async function searchEverything(core: IdmCore, q: string, signal?: AbortSignal): Promise<SearchItem[]> {
  const body = await postObject(
    core,
    'access/query/global',
    {
      key: 'search',
      parameters: [
        { key: 'q', values: [q] },
        { key: 'perType', values: [String(PER_KIND)] },
        { key: 'size', values: ['300'] },
      ],
    },
    undefined,
    signal,
  );
  return asArray(body.entityList).flatMap((node) => {
    const item = readGlobalHit(node);
    return item ? [item] : [];
  });
}

export const globalSearchKeys = {
  all: ['idm', 'globalSearch'] as const,
  text: (q: string) => ['idm', 'globalSearch', q] as const,
};

/** The answer for one text; a newer text's query replaces it (the latest answer wins; the old one is cancelled). */
export const globalSearchQuery = (core: IdmCore, q: string) =>
  queryOptions({
    queryKey: globalSearchKeys.text(q),
    queryFn: ({ signal }) => searchEverything(core, q, signal),
    enabled: q.trim() !== '',
    staleTime: 30_000,
  });
