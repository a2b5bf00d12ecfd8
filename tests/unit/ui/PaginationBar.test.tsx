// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCore } from '../../../src/core';
import { PaginationBar, type PaginationBarProps } from '../../../src/ui/pagination/PaginationBar';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithCore, text } from './render-core';
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
  const { container } = renderWithCore(<PaginationBar {...props} />, core);
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
    expect(screen.getByRole('spinbutton', { name: 'Go to page' })).toBe(input);
    expect(screen.getByRole('combobox', { name: /^Showing\b.*\bper page$/ })).toBe(select);
  });

  it('moves to the previous and next page', async () => {
    const { onPageChange } = renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('hides Previous on page 0', () => {
    renderBar({ currentPage: 0 });
    expect(screen.queryByRole('button', { name: 'Previous page' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeNull();
  });

  it.each([0, -1])('hides Next when nextIndex is %i', (nextIndex) => {
    renderBar({ nextIndex });
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous page' })).not.toBeNull();
  });

  it('goes to the typed page with GO or Enter', async () => {
    const { input, onPageChange } = renderBar();
    await userEvent.clear(input!);
    await userEvent.type(input!, '5');
    await userEvent.click(screen.getByRole('button', { name: 'GO' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.clear(input!);
    await userEvent.type(input!, '7');
    fireEvent.keyDown(input!, { key: 'Enter' });
    expect(onPageChange).toHaveBeenLastCalledWith(6);
  });

  it('clamps: empty or below 1 goes to the first page, above the count to the last', async () => {
    const { input, onPageChange } = renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'GO' }));
    expect(onPageChange).toHaveBeenLastCalledWith(0);
    expect(input?.value).toBe('1');
    await userEvent.clear(input!);
    await userEvent.type(input!, '-4');
    await userEvent.click(screen.getByRole('button', { name: 'GO' }));
    expect(onPageChange).toHaveBeenLastCalledWith(0);
    await userEvent.clear(input!);
    await userEvent.type(input!, '500');
    await userEvent.click(screen.getByRole('button', { name: 'GO' }));
    expect(onPageChange).toHaveBeenLastCalledWith(9); // ceil(95 / 10) = 10 pages
    expect(input?.value).toBe('10');
  });

  it('goes up and down a page with the arrow keys in the input', async () => {
    const { input, onPageChange } = renderBar();
    const upNotCancelled = fireEvent.keyDown(input!, { key: 'ArrowUp' });
    expect(upNotCancelled).toBe(false);
    expect(onPageChange).toHaveBeenLastCalledWith(3); // from page 3 (1-based) to 4
    await userEvent.clear(input!);
    await userEvent.type(input!, '2');
    fireEvent.keyDown(input!, { key: 'ArrowDown' });
    expect(onPageChange).toHaveBeenLastCalledWith(0);
    await userEvent.clear(input!);
    await userEvent.type(input!, '10');
    fireEvent.keyDown(input!, { key: 'ArrowUp' });
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

  it('changing the page size returns to the first page', async () => {
    const { select, onPageChange, onPageSizeChange } = renderBar();
    await userEvent.selectOptions(select!, '25');
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
    expect(onPageChange).toHaveBeenCalledWith(0);
  });
});
