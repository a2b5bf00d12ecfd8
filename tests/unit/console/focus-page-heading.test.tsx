// @vitest-environment happy-dom
import { act, useEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, Outlet, UNSAFE_createMemoryHistory as createMemoryHistory, useSearchParams } from 'react-router-dom';
import { ConsoleRouter } from '../../../src/console/routes/ConsoleRouter';
import { useFocusPageHeading } from '../../../src/console/shell/useFocusPageHeading';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The shell: a header with links, the page in `main`. */
function Shell() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusPageHeading(mainRef);
  return (
    <>
      <nav>
        <Link to="/tasks">Tasks</Link>
        <Link to="/roles">Roles</Link>
        <Link to="/later">Later</Link>
        <Link to="/tasks?q=a">Search tasks</Link>
      </nav>
      <main ref={mainRef}>
        <Outlet />
      </main>
    </>
  );
}

function Tasks() {
  const [params] = useSearchParams();
  return (
    <>
      <h1>Tasks</h1>
      <p>Search: {params.get('q') ?? 'none'}</p>
      <input aria-label="Search" />
    </>
  );
}

/** A details page whose title comes with its data. */
let showLater: (() => void) | null = null;
function Later() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    showLater = () => setLoaded(true);
  }, []);
  return loaded ? <h1>Later details</h1> : <p>Loading…</p>;
}

function renderConsole(start = '/tasks') {
  const history = createMemoryHistory({ initialEntries: [start], v5Compat: true });
  const routes = [
    {
      element: <Shell />,
      children: [
        { path: 'tasks', element: <Tasks /> },
        { path: 'roles', element: <h1 tabIndex={0}>Roles</h1> },
        { path: 'later', element: <Later /> },
      ],
    },
  ];
  render(<ConsoleRouter history={history} routes={routes} />);
  return history;
}

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const follow = (name: string) => act(async () => void fireEvent.click(screen.getByRole('link', { name })));

describe('useFocusPageHeading: after a navigation the focus is on the new page’s h1', () => {
  afterEach(() => {
    cleanup();
    showLater = null;
  });

  it('leaves the focus alone on the first load', () => {
    renderConsole();
    expect(document.activeElement).toBe(document.body);
  });

  it('focuses the new page’s h1, made focusable by script only (tabindex -1)', async () => {
    renderConsole();
    await follow('Tasks'); // the same page: nothing moves
    expect(document.activeElement).not.toBe(heading('Tasks'));
    await follow('Roles');
    expect(document.activeElement).toBe(heading('Roles'));
    // A heading that already has a tabindex keeps it.
    expect(heading('Roles').getAttribute('tabindex')).toBe('0');
    await follow('Tasks');
    expect(document.activeElement).toBe(heading('Tasks'));
    expect(heading('Tasks').getAttribute('tabindex')).toBe('-1');
  });

  it('a search on the same page (another URL, the same route) does not take the focus from where it is', async () => {
    const history = renderConsole('/roles');
    await follow('Tasks');
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    await act(async () => history.push('/tasks?q=a'));
    expect(screen.getByText('Search: a')).toBeTruthy();
    expect(document.activeElement).toBe(search);
  });

  it('waits for a heading that comes with the page’s data', async () => {
    renderConsole();
    await follow('Later');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await act(async () => showLater?.());
    expect(document.activeElement).toBe(heading('Later details'));
  });

  it('does not take the focus back once the person has typed while the page loaded', async () => {
    renderConsole();
    await follow('Later');
    const link = screen.getByRole('link', { name: 'Roles' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Tab' });
    await act(async () => showLater?.());
    expect(document.activeElement).toBe(link);
  });
});
