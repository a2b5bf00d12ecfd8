import { describe, expect, it } from 'vitest';
import {
  clampGoToPage,
  hasNextPage,
  hasPreviousPage,
  pageSizeOptions,
  resolvePageSize,
  showingRange,
  startIndexForPage,
  totalPages,
} from '../../../src/domain/pagination';

describe('pagination rules', () => {
  it('counts pages as total / size rounded up, at least one', () => {
    expect(totalPages(101, 10)).toBe(11);
    expect(totalPages(100, 10)).toBe(10);
    expect(totalPages(0, 10)).toBe(1);
  });

  it('clamps a go-to-page entry: empty or below 1 → 1, above the count → last', () => {
    expect(clampGoToPage('', 5)).toBe(1);
    expect(clampGoToPage('0', 5)).toBe(1);
    expect(clampGoToPage('-3', 5)).toBe(1);
    expect(clampGoToPage('abc', 5)).toBe(1);
    expect(clampGoToPage('3', 5)).toBe(3);
    expect(clampGoToPage('99', 5)).toBe(5);
    expect(clampGoToPage(6, 5)).toBe(5);
  });

  it('shows the 1-based range of the current page, or the server’s own', () => {
    expect(showingRange({ currentPage: 2, pageSize: 10, total: 25 })).toEqual({ first: 21, last: 25 });
    expect(showingRange({ currentPage: 0, pageSize: 10, total: 0 })).toEqual({ first: 0, last: 0 });
    expect(showingRange({ currentPage: 0, pageSize: 10, total: 30, showingStart: 1, showingEnd: 9 })).toEqual({
      first: 1,
      last: 9,
    });
  });

  it('hides Previous on page 0 and Next when nextIndex is 0 or -1', () => {
    expect(hasPreviousPage({ currentPage: 0, pageSize: 10, total: 50 })).toBe(false);
    expect(hasPreviousPage({ currentPage: 1, pageSize: 10, total: 50 })).toBe(true);
    expect(hasNextPage({ currentPage: 0, pageSize: 10, total: 50, nextIndex: 0 })).toBe(false);
    expect(hasNextPage({ currentPage: 0, pageSize: 10, total: 50, nextIndex: -1 })).toBe(false);
    expect(hasNextPage({ currentPage: 0, pageSize: 10, total: 50, nextIndex: 11 })).toBe(true);
    expect(hasNextPage({ currentPage: 4, pageSize: 10, total: 50 })).toBe(false);
  });

  it('offers the global options or 5, 10, 25, 50, and uses a preference only when allowed', () => {
    expect(pageSizeOptions(null)).toEqual([5, 10, 25, 50]);
    expect(
      pageSizeOptions({ defaultRowsPerPage: 20, optionsRowsPerPage: [20, 40], newRequestDefaultSortByOption: '' }),
    ).toEqual([20, 40]);
    expect(resolvePageSize(25, [5, 10, 25, 50], 10)).toBe(25);
    expect(resolvePageSize(30, [5, 10, 25, 50], 10)).toBe(10);
    expect(resolvePageSize(undefined, [20, 40], 10)).toBe(20);
  });

  it('asks the server for the first row plus 1', () => {
    expect(startIndexForPage(0, 10)).toBe(1);
    expect(startIndexForPage(3, 5)).toBe(16);
  });
});
