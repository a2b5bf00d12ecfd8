// @vitest-environment happy-dom
import '../../setup/act-environment';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../../../src/core';
import { useListState } from '../../../../src/ui/area';
import { ListMemoryScope } from '../../../../src/ui/area/list-state-store';
import { UrlListStateProvider } from '../../../../src/ui/area/url-list-state';
import { renderWithCore, text } from '../render-core';

afterEach(cleanup);

/** A list of 42 rows that shows its state and changes it the ways a user does. */
function Roles({ total = 42 }: { total?: number }) {
  const list = useListState({
    name: 'roles',
    sortColumns: ['name', 'description'],
    defaultSort: { column: 'name', order: 'asc' },
    filters: { level: { allowed: ['10', '20'] } },
  });
  const props = list.tableProps(total, undefined);
  return (
    <div>
      <p data-testid="state">
        {[
          list.search,
          list.filters.level,
          props.sortBy,
          props.sortOrder,
          props.page.currentPage,
          props.page.pageSize,
        ].join('|')}
      </p>
      <button onClick={() => list.setPage(list.page + 1)}>next</button>
      <button onClick={() => list.setSearch('Adobe')}>search</button>
      <button onClick={() => list.sort('description', 'desc')}>sort</button>
      <button onClick={() => list.setFilters({ level: '20' })}>level</button>
    </div>
  );
}

const state = () => text(screen.getByTestId('state'));

function inConsole(entry: string, total?: number) {
  const router = createMemoryRouter(
    [
      {
        path: '/role',
        element: (
          <UrlListStateProvider>
            <Roles total={total} />
          </UrlListStateProvider>
        ),
      },
    ],
    { initialEntries: ['/other', entry], initialIndex: 1 },
  );
  renderWithCore(<RouterProvider router={router} />);
  return router;
}

describe('useListState in the console: the hash route query', () => {
  it("reads a link's state, checked", () => {
    inConsole('/role?q=Adobe&level=20&sort=description&dir=desc&page=2&size=25');
    expect(state()).toBe('Adobe|20|description|desc|1|25');
    cleanup();
    inConsole('/role?level=99&sort=secret&page=zero&size=7');
    expect(state()).toBe('||name|asc|0|10');
  });

  it('adds a history entry for a page, a sort or a filter, and replaces it for search text', async () => {
    const router = inConsole('/role');
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('PUSH');
    await userEvent.click(screen.getByRole('button', { name: 'sort' }));
    expect(router.state.location.search).toBe('?sort=description&dir=desc');
    expect(router.state.historyAction).toBe('PUSH');
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    await userEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(router.state.location.search).toBe('?q=Adobe&sort=description&dir=desc');
    expect(router.state.historyAction).toBe('REPLACE');
    await userEvent.click(screen.getByRole('button', { name: 'level' }));
    expect(state()).toBe('Adobe|20|description|desc|0|10');

    await act(() => router.navigate(-1));
    expect(state()).toBe('Adobe||description|desc|0|10');
    await act(() => router.navigate(-1));
    expect(state()).toBe('||description|desc|0|10');
    await act(() => router.navigate(-1));
    expect(state()).toBe('||name|asc|1|10');
  });

  it('goes to the first page when the list has no rows on the page of the link', async () => {
    const router = inConsole('/role?page=9', 42);
    await screen.findByText('||name|asc|0|10');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('useListState in an element: the core memory', () => {
  it('comes back when rendered again, each element and list its own, without touching the URL', async () => {
    const core = createCore({ autoSignIn: false });
    const hash = location.hash;
    const first = renderWithCore(
      <ListMemoryScope.Provider value="idm-role-admin">
        <Roles />
      </ListMemoryScope.Provider>,
      core,
    );
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    await userEvent.click(screen.getByRole('button', { name: 'search' }));
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(state()).toBe('Adobe||name|asc|1|10');
    first.unmount();

    renderWithCore(
      <ListMemoryScope.Provider value="idm-role-admin">
        <Roles />
      </ListMemoryScope.Provider>,
      core,
    );
    expect(state()).toBe('Adobe||name|asc|1|10');
    cleanup();
    renderWithCore(
      <ListMemoryScope.Provider value="idm-role-admin#second">
        <Roles />
      </ListMemoryScope.Provider>,
      core,
    );
    expect(state()).toBe('||name|asc|0|10');
    expect(location.hash).toBe(hash);
  });
});
