import { describe, expect, it } from 'vitest';
import {
  containerName,
  flatten,
  groupItems,
  highlightPieces,
  highlightRanges,
  matchRank,
  rankItems,
  readRecent,
  recentKey,
  rememberRecent,
  RECENT_LIMIT,
  type SearchItem,
} from '../../../src/domain/global-search';

const item = (kind: SearchItem['kind'], name: string, id = name): SearchItem => ({ kind, id, name, secondLine: '' });

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('global search rules', () => {
  it('ranks the exact name first, then names starting with the text, word starts, then the rest', () => {
    expect(matchRank('Manager', 'manager')).toBe(0);
    expect(matchRank('Manager of Sales', 'man')).toBe(1);
    expect(matchRank('Sales Manager', 'man')).toBe(2);
    expect(matchRank('Foreman', 'man')).toBe(3);
    expect(matchRank('Clerk', 'man')).toBe(4);
    const ranked = rankItems(
      [item('role', 'Foreman'), item('role', 'Sales Manager'), item('role', 'Manager')],
      'manager',
    );
    expect(ranked.map((i) => i.name)).toEqual(['Manager', 'Sales Manager', 'Foreman']);
  });

  it('groups by kind in a fixed order (people first, pages and actions last), each cut to its share', () => {
    const items = [
      item('action', 'Sign out'),
      item('page', 'Delegation'),
      item('role', 'R1'),
      ...Array.from({ length: 7 }, (_, i) => item('user', `Person ${i}`)),
    ];
    const groups = groupItems(items, 'p', 5);
    expect(groups.map((g) => g.kind)).toEqual(['user', 'role', 'page', 'action']);
    expect(groups[0]!.items).toHaveLength(5);
    expect(flatten(groups)).toHaveLength(8);
  });

  it('finds every place a query word occurs, merged, case-insensitively', () => {
    expect(highlightRanges('Anna Andersson', 'an')).toEqual([
      [0, 2],
      [5, 7],
    ]);
    expect(highlightRanges('Sales Manager', 'sales man')).toEqual([
      [0, 5],
      [6, 9],
    ]);
    expect(highlightRanges('abc', '')).toEqual([]);
    expect(highlightPieces('<b>Bob</b>', 'bob')).toEqual([
      { text: '<b>', match: false },
      { text: 'Bob', match: true },
      { text: '</b>', match: false },
    ]);
  });

  it('reads a container’s name from its DN', () => {
    expect(containerName('ou=Sales\\, East,o=acme')).toBe('Sales, East');
    expect(containerName('o=acme')).toBe('acme');
  });

  it('remembers recent items per user, newest first, once each, at most RECENT_LIMIT, never actions', () => {
    const storage = memoryStorage();
    rememberRecent(storage, 'cn=A', item('user', 'Bob'));
    rememberRecent(storage, 'cn=A', item('role', 'Manager'));
    rememberRecent(storage, 'cn=A', item('user', 'Bob'));
    rememberRecent(storage, 'cn=A', item('action', 'Sign out'));
    expect(readRecent(storage, 'cn=A').map((i) => i.name)).toEqual(['Bob', 'Manager']);
    expect(readRecent(storage, 'cn=B')).toEqual([]);
    for (let i = 0; i < 20; i += 1) rememberRecent(storage, 'cn=A', item('page', `Page ${i}`));
    expect(readRecent(storage, 'CN=a')).toHaveLength(RECENT_LIMIT);
  });

  it('ignores unreadable stored recent items', () => {
    const storage = memoryStorage();
    storage.setItem(recentKey('cn=A'), '{not json');
    expect(readRecent(storage, 'cn=A')).toEqual([]);
    storage.setItem(recentKey('cn=A'), JSON.stringify([{ kind: 'bogus', id: 1 }, item('user', 'Ok')]));
    expect(readRecent(storage, 'cn=A').map((i) => i.name)).toEqual(['Ok']);
  });
});
