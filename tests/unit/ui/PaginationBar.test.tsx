// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCore } from '../../../src/core';
import { PaginationBar, type PaginationBarProps } from '../../../src/ui/pagination/PaginationBar';
import {
  accessibleName,
  button,
  cleanup,
  click,
  keyDown,
  queryButton,
  render,
  selectOption,
  text,
  typeInto,
} from './render';
import { queryKeys } from '../../../src/api/keys';

function renderBar(overrides: Partial<PaginationBarProps> = {}, core = createCore({ autoSignIn: false })) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  const props: PaginationBarProps = {
    currentPage: 2,
    pageSize: 10,
    total: 95,
    nextIndex: 31,
    onPageChange,
    onPageSizeChange,
    ...overrides,
  };
  const { container } = render(<PaginationBar {...props} />, core);
  const input = container.querySelector<HTMLInputElement>('input[type="number"]');
  const select = container.querySelector<HTMLSelectElement>('select');
  return { container, input, select, onPageChange, onPageSizeChange };
}

describe('PaginationBar', () => {
  afterEach(cleanup);

  it("says 'Showing a - b of total' for the current page", () => {
    const { container } = renderBar();
    expect(text(container.querySelector('.idm-pagination-range'))).toBe('Showing 21 - 30 of 95');
  });

  it('is a labelled navigation landmark with labelled controls', () => {
    const { container, input, select } = renderBar();
    expect(container.querySelector('nav')?.getAttribute('aria-label')).toBe('Pagination');
    expect(accessibleName(input as Element)).toBe('Go to page');
    expect(accessibleName(select as Element)).toMatch(/^Showing\s*5\s*10\s*25\s*50\s*per page$/);
  });

  it('moves to the previous and next page', () => {
    const { container, onPageChange } = renderBar();
    click(button(container, 'Previous page'));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    click(button(container, 'Next page'));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('hides Previous on page 0', () => {
    const { container } = renderBar({ currentPage: 0 });
    expect(queryButton(container, 'Previous page')).toBeNull();
    expect(queryButton(container, 'Next page')).not.toBeNull();
  });

  it.each([0, -1])('hides Next when nextIndex is %i', (nextIndex) => {
    const { container } = renderBar({ nextIndex });
    expect(queryButton(container, 'Next page')).toBeNull();
    expect(queryButton(container, 'Previous page')).not.toBeNull();
  });

  it('goes to the typed page with GO or Enter', () => {
    const { container, input, onPageChange } = renderBar();
    typeInto(input, '5');
    click(button(container, 'GO'));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    typeInto(input, '7');
    keyDown(input, 'Enter');
    expect(onPageChange).toHaveBeenLastCalledWith(6);
  });

  it('clamps: empty or below 1 goes to the first page, above the count to the last', () => {
    const { container, input, onPageChange } = renderBar();
    click(button(container, 'GO'));
    expect(onPageChange).toHaveBeenLastCalledWith(0);
    expect(input?.value).toBe('1');
    typeInto(input, '-4');
    click(button(container, 'GO'));
    expect(onPageChange).toHaveBeenLastCalledWith(0);
    typeInto(input, '500');
    click(button(container, 'GO'));
    expect(onPageChange).toHaveBeenLastCalledWith(9); // ceil(95 / 10) = 10 pages
    expect(input?.value).toBe('10');
  });

  it('goes up and down a page with the arrow keys in the input', () => {
    const { input, onPageChange } = renderBar();
    const up = keyDown(input, 'ArrowUp');
    expect(up.defaultPrevented).toBe(true);
    expect(onPageChange).toHaveBeenLastCalledWith(3); // from page 3 (1-based) to 4
    typeInto(input, '2');
    keyDown(input, 'ArrowDown');
    expect(onPageChange).toHaveBeenLastCalledWith(0);
    typeInto(input, '10');
    keyDown(input, 'ArrowUp');
    expect(onPageChange).toHaveBeenLastCalledWith(9);
  });

  it('offers 5, 10, 25, 50 by default and the global settings’ options when set', () => {
    const first = renderBar();
    expect([...(first.select?.options ?? [])].map((o) => o.value)).toEqual(['5', '10', '25', '50']);
    const core = createCore({ autoSignIn: false });
    core.queryClient.setQueryData(queryKeys.generalSettings(), {
      defaultRowsPerPage: 20,
      optionsRowsPerPage: [20, 40, 80],
      newRequestDefaultSortByOption: '',
    });
    const second = renderBar({ pageSize: 20 }, core);
    expect([...(second.select?.options ?? [])].map((o) => o.value)).toEqual(['20', '40', '80']);
    expect(second.select?.value).toBe('20');
  });

  it('changing the page size returns to the first page', () => {
    const { select, onPageChange, onPageSizeChange } = renderBar();
    selectOption(select, '25');
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
    expect(onPageChange).toHaveBeenCalledWith(0);
  });
});
