// @vitest-environment happy-dom
import '../setup/act-environment';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useNavigate, UNSAFE_createMemoryHistory as createMemoryHistory, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleRouter, useLeaveBlocker, type ConsoleHistory } from '../../../src/console/routes/ConsoleRouter';

/** A page with a button that navigates, and the blocker's state as text with Stay and Leave. */
function Page({ name, to }: { name: string; to: string }) {
  const navigate = useNavigate();
  const blocker = useLeaveBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname === '/form' && nextLocation.pathname !== '/form',
  );
  return (
    <main>
      <h1>{name}</h1>
      <button onClick={() => void navigate(to)}>go</button>
      {blocker.blocked ? (
        <p>
          Leave?<button onClick={blocker.reset}>Stay</button>
          <button onClick={blocker.proceed}>Leave</button>
        </p>
      ) : null}
    </main>
  );
}

const routes: RouteObject[] = [
  { path: '/list', element: <Page name="List" to="/form" /> },
  { path: '/form', element: <Page name="Form" to="/list" /> },
];

function open(path: string): ConsoleHistory {
  const history = createMemoryHistory({ initialEntries: ['/list', path], initialIndex: 1, v5Compat: true });
  render(<ConsoleRouter history={history} routes={routes} />);
  return history;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const click = async (name: string) => act(async () => screen.getByRole('button', { name }).click());

afterEach(cleanup);

describe('ConsoleRouter leave blocker', () => {
  it('stops a navigation from the page until Leave, and Stay keeps the page', async () => {
    const history = open('/form');
    await click('go');
    expect(screen.getByText('Leave?')).toBeTruthy();
    expect(heading()).toBe('Form');
    await click('Stay');
    expect(screen.queryByText('Leave?')).toBeNull();
    expect(heading()).toBe('Form');
    await click('go');
    await click('Leave');
    expect(heading()).toBe('List');
    expect(history.location.pathname).toBe('/list');
  });

  it('undoes Back while it asks, and Leave goes back', async () => {
    const history = open('/form');
    await act(async () => history.go(-1));
    expect(screen.getByText('Leave?')).toBeTruthy();
    expect(history.location.pathname).toBe('/form');
    expect(heading()).toBe('Form');
    await click('Leave');
    expect(history.location.pathname).toBe('/list');
    expect(heading()).toBe('List');
  });

  it('lets a page without the condition go at once', async () => {
    open('/list');
    await click('go');
    expect(heading()).toBe('Form');
  });
});
