/**
 * The global search's rules (issue 35): what a found item is, how items rank and group, which parts of a text
 * match, and the recent items a user opened. Shared by the console's box and `<idm-search>`.
 */

/** Kinds the server finds (POST access/query/global, key search). */
export const SERVER_KINDS = ['user', 'role', 'resource', 'group', 'team', 'sod', 'prd'] as const;
export type ServerKind = (typeof SERVER_KINDS)[number];
/** The console's own pages and actions come after what the server finds. */
export type SearchKind = ServerKind | 'page' | 'action';
export const KIND_ORDER: readonly SearchKind[] = [...SERVER_KINDS, 'page', 'action'];

export const isServerKind = (value: string): value is ServerKind => (SERVER_KINDS as readonly string[]).includes(value);

/** One thing the box offers: `{ kind, id, name }` is what `idm-select` carries. */
export interface SearchItem {
  kind: SearchKind;
  /** The object's DN, a page's link, an action's key. */
  id: string;
  name: string;
  /** What tells look-alikes apart: e-mail, level, container, the rule's roles, a description. */
  secondLine: string;
  /** A role's level (shown by the box beside the second line). */
  level?: number;
}

export interface SearchGroup {
  /** `recent`: the user's recent items, first on an empty box. */
  kind: SearchKind | 'recent';
  items: SearchItem[];
}

const fold = (text: string): string => text.toLocaleLowerCase();
const words = (query: string): string[] => fold(query).split(/\s+/).filter(Boolean);

/** 0 the name is the query, 1 it starts with it, 2 a word of it starts with a query word, 3 it only contains them, 4 no match. */
export function matchRank(name: string, query: string): number {
  const text = fold(name);
  const q = fold(query.trim());
  if (q === '') return 3;
  if (text === q) return 0;
  if (text.startsWith(q)) return 1;
  const parts = words(query);
  const nameWords = text.split(/[\s,.\-_()]+/);
  if (parts.every((part) => nameWords.some((w) => w.startsWith(part)))) return 2;
  if (parts.every((part) => text.includes(part))) return 3;
  return 4;
}

/** Whether a local item (a page, an action) answers the query: every word appears in its name. */
export const matchesLocally = (item: SearchItem, query: string): boolean => matchRank(item.name, query) < 4;

/** Best match first (matchRank), then by name; the server's order among equals. */
export function rankItems(items: readonly SearchItem[], query: string): SearchItem[] {
  return items
    .map((item, index) => ({ item, index, rank: matchRank(item.name, query) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

/** Items grouped by kind in KIND_ORDER, each group ranked and cut to `perKind`; empty groups left out. */
export function groupItems(items: readonly SearchItem[], query: string, perKind = 5): SearchGroup[] {
  return KIND_ORDER.map((kind) => ({
    kind,
    items: rankItems(
      items.filter((item) => item.kind === kind),
      query,
    ).slice(0, perKind),
  })).filter((group) => group.items.length > 0);
}

/** The groups' items in the order the list shows them (what the arrow keys walk). */
export const flatten = (groups: readonly SearchGroup[]): SearchItem[] => groups.flatMap((group) => group.items);

/** [start, end) of every place a query word occurs in `text`, merged, case-insensitively. */
export function highlightRanges(text: string, query: string): [number, number][] {
  const lower = fold(text);
  // Folding may change a text's length (rare letters); then no highlight rather than a wrong one.
  if (lower.length !== text.length) return [];
  const found: [number, number][] = [];
  for (const part of words(query)) {
    for (let at = lower.indexOf(part); at >= 0; at = lower.indexOf(part, at + part.length))
      found.push([at, at + part.length]);
  }
  found.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of found) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** A text cut into plain and matching pieces (rendered as text nodes, never as HTML). */
export function highlightPieces(text: string, query: string): { text: string; match: boolean }[] {
  const pieces: { text: string; match: boolean }[] = [];
  let at = 0;
  for (const [start, end] of highlightRanges(text, query)) {
    if (start > at) pieces.push({ text: text.slice(at, start), match: false });
    pieces.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), match: false });
  return pieces;
}

/** The first RDN's value of a DN, readable: `ou=Sales,o=acme` → `Sales`. */
export function containerName(dn: string): string {
  const first = /^[^=]+=((?:[^,\\]|\\.)*)/.exec(dn)?.[1] ?? dn;
  return first.replace(/\\(.)/g, '$1');
}

/** The recent items of a user (localStorage), newest first. */
export const RECENT_LIMIT = 8;
const RECENT_PREFIX = 'idm.search.recent.';

export interface RecentStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const recentKey = (userDn: string): string => `${RECENT_PREFIX}${fold(userDn)}`;

const isSearchItem = (value: unknown): value is SearchItem => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.secondLine === 'string' &&
    (v.level === undefined || typeof v.level === 'number') &&
    typeof v.kind === 'string' &&
    (KIND_ORDER as readonly string[]).includes(v.kind)
  );
};

/** The user's recent items; anything unreadable is left out (the storage is not trusted). */
export function readRecent(storage: RecentStorage, userDn: string): SearchItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(recentKey(userDn)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSearchItem).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts `item` first among the user's recent items (once), keeping RECENT_LIMIT; actions are not remembered. */
export function rememberRecent(storage: RecentStorage, userDn: string, item: SearchItem): SearchItem[] {
  if (item.kind === 'action') return readRecent(storage, userDn);
  const same = (other: SearchItem) => other.kind === item.kind && other.id === item.id;
  const next = [
    { kind: item.kind, id: item.id, name: item.name, secondLine: item.secondLine, level: item.level },
    ...readRecent(storage, userDn).filter((other) => !same(other)),
  ].slice(0, RECENT_LIMIT);
  try {
    storage.setItem(recentKey(userDn), JSON.stringify(next));
  } catch {
    // A full or closed storage: the item is simply not remembered.
  }
  return next;
}
