import { describe, expect, it } from 'vitest';
import {
  ariaSortFor,
  chosenColumns,
  columnWidthPercents,
  isBulkActionDisabled,
  nextSortOrder,
  pageSelection,
  toggleAllOnPage,
  toggleRow,
} from '../../../src/domain/table';

describe('table rules', () => {
  it('turns the spec’s width factors into proportional percentages', () => {
    // name .8, description 1, categories .5, anything else .5 → sum 2.8
    expect(
      columnWidthPercents([
        { column: 'name' },
        { column: 'description' },
        { column: 'categories' },
        { column: 'status' },
      ]),
    ).toEqual([28.57, 35.71, 17.86, 17.86]);
  });

  it('select-all works on the current page only', () => {
    const page = ['a', 'b'];
    const withOtherPage = new Set(['z']);
    const all = toggleAllOnPage(withOtherPage, page);
    expect([...all].sort()).toEqual(['a', 'b', 'z']);
    expect(pageSelection(page, all)).toBe('all');
    expect([...toggleAllOnPage(all, page)]).toEqual(['z']);
    expect(pageSelection(page, toggleRow(all, 'a'))).toBe('some');
    expect(pageSelection(page, new Set())).toBe('none');
  });

  it('disables single-row actions above one selected row', () => {
    const single = { btnId: 'edit', btnName: 'Edit', disableMultiAction: true };
    const multi = { btnId: 'delete', btnName: 'Delete' };
    expect(isBulkActionDisabled(single, 1)).toBe(false);
    expect(isBulkActionDisabled(single, 2)).toBe(true);
    expect(isBulkActionDisabled(multi, 5)).toBe(false);
    expect(isBulkActionDisabled(multi, 0)).toBe(true);
  });

  it('flips the order of the sorted column and starts others ascending', () => {
    expect(nextSortOrder('name', 'name', 'asc')).toBe('desc');
    expect(nextSortOrder('name', 'name', 'desc')).toBe('asc');
    expect(nextSortOrder('description', 'name', 'desc')).toBe('asc');
    expect(ariaSortFor('name', 'name', 'desc')).toBe('descending');
    expect(ariaSortFor('description', 'name', 'desc')).toBe('none');
  });

  it('keeps fixed columns and checked ones, in the available order', () => {
    const available = [
      { column: 'name', displayLabel: 'Name' },
      { column: 'description', displayLabel: 'Description', enableCustomization: true },
      { column: 'owners', displayLabel: 'Owners', enableCustomization: true },
    ];
    expect(chosenColumns(available, new Set(['owners'])).map((c) => c.column)).toEqual(['name', 'owners']);
  });
});
