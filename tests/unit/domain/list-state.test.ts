import { describe, expect, it } from 'vitest';
import {
  MAX_LIST_TEXT,
  checkedFilter,
  defaultListState,
  pageOutOfRange,
  parseListState,
  withListState,
  type ListRules,
} from '../../../src/domain/list-state';

const rules: ListRules<'level' | 'types' | 'within'> = {
  sortColumns: ['name', 'description'],
  defaultSort: { column: 'name', order: 'asc' },
  filters: {
    level: { allowed: ['10', '20', '30'] },
    types: { default: 'ROLE,RESOURCE', allowed: ['ROLE', 'RESOURCE', 'PRD'], many: true },
    within: { valid: (value) => /^\d+$/.test(value) },
  },
  pageSizes: [5, 10, 25],
  defaultPageSize: 10,
};

const parse = (query: string, given = rules) => parseListState(new URLSearchParams(query), given);

describe('a list state read from a link', () => {
  it('reads search, sort, page (1-based in the link), size and filters', () => {
    expect(parse('q=Adobe&sort=description&dir=desc&page=2&size=25&level=20&types=PRD&within=3')).toEqual({
      search: 'Adobe',
      sortColumn: 'description',
      sortOrder: 'desc',
      page: 1,
      pageSize: 25,
      filters: { level: '20', types: 'PRD', within: '3' },
    });
  });

  it('is the default list without parameters', () => {
    expect(parse('')).toEqual(defaultListState(rules));
    expect(parse('').filters.types).toBe('ROLE,RESOURCE');
  });

  it.each([
    ['an unknown sort column', 'sort=password&dir=desc', { sortColumn: 'name', sortOrder: 'asc' }],
    ['an unknown direction', 'sort=description&dir=up', { sortColumn: 'description', sortOrder: 'asc' }],
    ['page 0', 'page=0', { page: 0 }],
    ['a negative page', 'page=-3', { page: 0 }],
    ['a page that is not a whole number', 'page=2.5', { page: 0 }],
    ['a page with leading zeros', 'page=02', { page: 0 }],
    ['a page in exponent form', 'page=1e3', { page: 0 }],
    ['an absurd page', 'page=99999999', { page: 0 }],
    ['a size not offered', 'size=7', { pageSize: 10 }],
    ['a size that is not a number', 'size=all', { pageSize: 10 }],
  ])('falls back to the default for %s', (_case, query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('takes a column test for columns that come from the server', () => {
    const dynamic = { ...rules, sortColumns: (column: string) => column.startsWith('attr') };
    expect(parse('sort=attrTitle&dir=desc', dynamic)).toMatchObject({ sortColumn: 'attrTitle', sortOrder: 'desc' });
    expect(parse('sort=other', dynamic)).toMatchObject({ sortColumn: 'name' });
  });

  it('keeps a filter only when its rule accepts it, else its default', () => {
    expect(parse('level=40').filters.level).toBe('');
    expect(parse('types=ROLE,BOGUS').filters.types).toBe('ROLE,RESOURCE');
    expect(parse('types=').filters.types).toBe('');
    expect(parse('within=soon').filters.within).toBe('');
  });

  it('refuses search or filter text longer than the limit', () => {
    const long = 'x'.repeat(MAX_LIST_TEXT + 1);
    expect(parse(`q=${long}`).search).toBe('');
    expect(checkedFilter({}, long)).toBe('');
    expect(checkedFilter({ default: 'a' }, long)).toBe('a');
  });

  it('ignores parameters it does not know, and those of another list on the page', () => {
    expect(parse('members.page=3&foo=bar')).toEqual(defaultListState(rules));
    expect(parse('members.page=3&page=2', { ...rules, prefix: 'members.' }).page).toBe(2);
  });
});

describe('a list state written to a link', () => {
  it('leaves out what is at its default, so the plain list keeps its plain link', () => {
    expect(withListState(new URLSearchParams(), defaultListState(rules), rules).toString()).toBe('');
  });

  it('writes what differs, and reads back the same state', () => {
    const state = {
      ...defaultListState(rules),
      search: 'Adobe Cloud',
      sortColumn: 'name',
      sortOrder: 'desc' as const,
      page: 1,
      pageSize: 25,
      filters: { level: '20', types: '', within: '' },
    };
    const written = withListState(new URLSearchParams(), state, rules);
    expect(Object.fromEntries(written)).toEqual({
      q: 'Adobe Cloud',
      sort: 'name',
      dir: 'desc',
      page: '2',
      size: '25',
      level: '20',
      types: '',
    });
    expect(parseListState(written, rules)).toEqual(state);
  });

  it("keeps another list's parameters and writes its own under its prefix", () => {
    const members = { ...rules, prefix: 'members.' };
    const written = withListState(new URLSearchParams('page=3'), { ...defaultListState(members), page: 1 }, members);
    expect(written.toString()).toBe('page=3&members.page=2');
  });
});

describe('a page the list does not have', () => {
  it('is out of range past the last row; an empty or not yet counted list keeps its page', () => {
    expect(pageOutOfRange(3, 10, 25)).toBe(true);
    expect(pageOutOfRange(2, 10, 25)).toBe(false);
    expect(pageOutOfRange(0, 10, 25)).toBe(false);
    expect(pageOutOfRange(2, 10, 0)).toBe(false);
  });
});
