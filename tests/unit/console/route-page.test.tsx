// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { routePage } from '../../../src/console/routes/route-page';

afterEach(cleanup);

const module = { default: () => <p>Rule list</p> };

describe('a route page', () => {
  it('renders in its first render when its module is in already: no loader, no wait', async () => {
    const { Page, preload } = routePage(async () => module);
    await preload();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Rule list')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('shows the loader while its module downloads, then the page', async () => {
    let deliver: () => void = () => {};
    const arrives = new Promise<void>((resolve) => (deliver = resolve));
    const { Page } = routePage(() => arrives.then(() => module));
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeTruthy();
    deliver();
    expect(await screen.findByText('Rule list')).toBeTruthy();
  });

  it('loads its module once, however often it is asked for', async () => {
    let loads = 0;
    const { preload } = routePage(async () => {
      loads += 1;
      return module;
    });
    await Promise.all([preload(), preload()]);
    await preload();
    expect(loads).toBe(1);
  });
});
