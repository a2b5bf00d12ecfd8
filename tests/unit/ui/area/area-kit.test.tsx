// @vitest-environment happy-dom
import '../../setup/act-environment';
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCore } from '../../../../src/core';
import { CoreProvider } from '../../../../src/core/react';
import {
  NavigationProvider,
  OpenLink,
  RouteLink,
  SearchBox,
  embeddedNavigate,
  useAreaStyles,
  useDebounced,
  useGo,
} from '../../../../src/ui/area';
import { fakeFetch, testEnv } from '../../core/fakes';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithCore, text } from '../render-core';

afterEach(cleanup);

function coreWithFakeLocation() {
  const env = testEnv(fakeFetch({}).fetch);
  return { core: createCore({ autoSignIn: false, env }), env };
}

describe('area kit: links and navigation', () => {
  it('RouteLink is a real link; a provider takes over plain clicks only', async () => {
    const navigate = vi.fn();
    const { container } = renderWithCore(
      <NavigationProvider navigate={navigate}>
        <RouteLink href="#/users/cn%3Dann" className="who">
          Ann
        </RouteLink>
      </NavigationProvider>,
    );
    const link = container.querySelector('a.who') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('#/users/cn%3Dann');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('#/users/cn%3Dann');

    const withCtrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => {
      link.dispatchEvent(withCtrl);
    });
    expect(withCtrl.defaultPrevented).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('RouteLink renders an unsafe href as text, and without a provider leaves the click to the browser', () => {
    const { container } = renderWithCore(
      <>
        <RouteLink href="javascript:alert(1)">Bad</RouteLink>
        <RouteLink href="#/history">History</RouteLink>
      </>,
    );
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(text(container.querySelector('span'))).toBe('Bad');
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      container.querySelector('a[href="#/history"]')?.dispatchEvent(plain);
    });
    expect(plain.defaultPrevented).toBe(false);
  });

  it('useGo follows the provider, else assigns the location (the console’s hash)', async () => {
    const { core, env } = coreWithFakeLocation();
    function Go() {
      const go = useGo();
      return (
        <button type="button" onClick={() => go('#/tasks')}>
          Go
        </button>
      );
    }
    const plain = renderWithCore(<Go />, core);
    await userEvent.click(within(plain.container).getByRole('button', { name: 'Go' }));
    expect(env.location.assigned).toEqual(['#/tasks']);

    const navigate = vi.fn();
    const provided = renderWithCore(
      <NavigationProvider navigate={navigate}>
        <Go />
      </NavigationProvider>,
      core,
    );
    await userEvent.click(within(provided.container).getByRole('button', { name: 'Go' }));
    expect(navigate).toHaveBeenCalledWith('#/tasks');
    expect(env.location.assigned).toEqual(['#/tasks']);
  });

  it('OpenLink is a link with a route and a button without one; both open in place', async () => {
    const onOpen = vi.fn();
    const { container } = renderWithCore(
      <>
        <OpenLink href="#/tasks/1" onOpen={onOpen} className="open">
          Task 1
        </OpenLink>
        <OpenLink href={null} onOpen={onOpen} className="open">
          Task 2
        </OpenLink>
      </>,
    );
    await userEvent.click(container.querySelector('a.open')!);
    const asButton = screen.getByRole('button', { name: 'Task 2' });
    expect(asButton.className).toBe('idm-link-button open');
    await userEvent.click(asButton);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('embeddedNavigate: own routes stay inside, others emit one cancelable idm-navigate { href }, then set the hash', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const assign = vi.fn();
    const seen: unknown[] = [];
    const listener = (event: Event) =>
      seen.push({ detail: (event as CustomEvent).detail, composed: event.composed, cancelable: event.cancelable });
    document.addEventListener('idm-navigate', listener);
    const navigate = embeddedNavigate(host, assign, ([section]) => section === 'tasks');

    navigate('#/tasks/7');
    expect(seen).toEqual([]);
    navigate('#/users/cn%3Dann');
    expect(seen).toEqual([{ detail: { href: '#/users/cn%3Dann' }, composed: true, cancelable: true }]);
    expect(assign).toHaveBeenCalledWith('#/users/cn%3Dann');

    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('idm-navigate', cancel, { once: true });
    navigate('#/history');
    expect(assign).toHaveBeenCalledTimes(1);
    document.removeEventListener('idm-navigate', listener);
    host.remove();
  });
});

describe('area kit: styles, debounce', () => {
  it("useAreaStyles adopts the area's sheet once into the shadow root it renders in", () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    function Page() {
      const ref = useAreaStyles<HTMLDivElement>('.x { color: red; }');
      return <div ref={ref}>page</div>;
    }
    const root = createRoot(mount);
    act(() =>
      root.render(
        <CoreProvider core={createCore({ autoSignIn: false })}>
          <Page />
          <Page />
        </CoreProvider>,
      ),
    );
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    act(() => root.unmount());
    host.remove();
  });

  it('useDebounced settles after the delay, on the core’s timers', async () => {
    vi.useFakeTimers();
    try {
      let setValue: (value: string) => void = () => {};
      function Field() {
        const [value, set] = useState('a');
        setValue = set;
        return <output>{useDebounced(value, 500)}</output>;
      }
      const { container } = renderWithCore(<Field />);
      act(() => setValue('ab'));
      act(() => setValue('abc'));
      expect(text(container.querySelector('output'))).toBe('a');
      await act(async () => vi.advanceTimersByTimeAsync(499));
      expect(text(container.querySelector('output'))).toBe('a');
      await act(async () => vi.advanceTimersByTimeAsync(1));
      expect(text(container.querySelector('output'))).toBe('abc');
    } finally {
      vi.useRealTimers();
    }
  });

  it('SearchBox without whileTyping searches on Enter and the button only, and at once when emptied', async () => {
    vi.useFakeTimers();
    try {
      const searched: string[] = [];
      function Search() {
        const [q, setQ] = useState('');
        return (
          <SearchBox
            label="Search the landing page"
            submitLabel="Search"
            value={q}
            whileTyping={false}
            onSearch={(value) => {
              searched.push(value);
              setQ(value);
            }}
          />
        );
      }
      renderWithCore(<Search />);
      const box = screen.getByRole('searchbox', { name: 'Search the landing page' });
      fireEvent.change(box, { target: { value: 'travel' } });
      await act(async () => vi.advanceTimersByTimeAsync(5000));
      expect(searched).toEqual([]);
      fireEvent.submit(screen.getByRole('search'));
      expect(searched).toEqual(['travel']);
      fireEvent.change(box, { target: { value: 'travel desk' } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(searched).toEqual(['travel', 'travel desk']);
      fireEvent.change(box, { target: { value: '' } });
      expect(searched).toEqual(['travel', 'travel desk', '']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('SearchBox keeps what is typed over re-renders, and a new value from outside (cleared filters) replaces it', () => {
    let clear: () => void = () => {};
    function Search() {
      const [q, setQ] = useState('old');
      const [, setTick] = useState(0);
      clear = () => setQ('');
      return (
        <>
          <SearchBox label="Search resources" submitLabel="Search" value={q} onSearch={setQ} />
          <button type="button" onClick={() => setTick((n) => n + 1)}>
            Re-render
          </button>
        </>
      );
    }
    renderWithCore(<Search />);
    const box = screen.getByRole('searchbox', { name: 'Search resources' });
    expect(box).toHaveProperty('value', 'old');
    fireEvent.change(box, { target: { value: 'typed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Re-render' }));
    expect(box).toHaveProperty('value', 'typed');
    act(() => clear());
    expect(box).toHaveProperty('value', '');
  });
});
