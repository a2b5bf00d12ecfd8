import { describe, expect, it, vi } from 'vitest';
import type { RegisteredSection } from '../../../src/console/routes/area-registry';
import { warmOpenedPage } from '../../../src/console/routes/warm-route';
import type { IdmCore } from '../../../src/core';
import { prefetchInChunk, type AreaPrefetch } from '../../../src/core/navigation';

const page = { default: () => null };

function coreLoading() {
  const loadNamespaces = vi.fn(() => Promise.resolve());
  return { core: { loadNamespaces } as unknown as IdmCore, loadNamespaces };
}

describe('a prefetch in a chunk of its own', () => {
  it('runs its reads in the call once its chunk is in (warmed), not a task later', async () => {
    const reads = vi.fn<AreaPrefetch>();
    let imports = 0;
    const prefetch = prefetchInChunk(
      () => {
        imports += 1;
        return Promise.resolve({ reads });
      },
      (chunk) => chunk.reads,
    );
    prefetch.warm?.();
    await Promise.resolve();
    await Promise.resolve();
    const { core } = coreLoading();
    prefetch(core, { id: '42' }, new URLSearchParams());
    expect(reads).toHaveBeenCalledWith(core, { id: '42' }, new URLSearchParams());
    expect(imports).toBe(1);
  });

  it('imports its chunk when called cold, and tries the import again after a failure', async () => {
    const reads = vi.fn<AreaPrefetch>();
    const importReads = vi
      .fn<() => Promise<{ reads: AreaPrefetch }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ reads });
    const prefetch = prefetchInChunk(importReads, (chunk) => chunk.reads);
    const { core } = coreLoading();
    prefetch(core, {}, new URLSearchParams());
    await vi.waitFor(() => expect(importReads).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(reads).not.toHaveBeenCalled();
    prefetch(core, {}, new URLSearchParams());
    await vi.waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
    expect(importReads).toHaveBeenCalledTimes(2);
  });
});

describe('warming the opened page', () => {
  function sections() {
    const listLoad = vi.fn(() => Promise.resolve(page));
    const detailLoad = vi.fn(() => Promise.resolve(page));
    const warm = vi.fn();
    const prefetch = Object.assign(vi.fn<AreaPrefetch>(), { warm });
    const strings = [{ namespace: 'roleAdmin' }] as unknown as RegisteredSection['routes'][number]['strings'];
    const table: RegisteredSection[] = [
      {
        area: 'role-admin',
        section: 'role',
        routes: [
          { path: '', load: listLoad, prefetch, strings },
          { path: 'detail/:dn', load: detailLoad, strings },
        ],
      },
    ];
    return { table, listLoad, detailLoad, warm, prefetch, strings };
  }

  it("starts the opened page's module, texts and first reads' chunk, and nothing of another page", () => {
    const { table, listLoad, detailLoad, warm, prefetch, strings } = sections();
    const { core, loadNamespaces } = coreLoading();
    warmOpenedPage(core, table, '#/role?q=admin');
    expect(listLoad).toHaveBeenCalledTimes(1);
    expect(loadNamespaces).toHaveBeenCalledWith(strings);
    expect(warm).toHaveBeenCalledTimes(1);
    expect(prefetch).not.toHaveBeenCalled(); // the reads need the session: the shell asks for them
    expect(detailLoad).not.toHaveBeenCalled();
  });

  it('starts the matching page of a path with parameters, and nothing for an unknown page or none', () => {
    const { table, listLoad, detailLoad } = sections();
    const { core, loadNamespaces } = coreLoading();
    warmOpenedPage(core, table, '#/role/detail/cn%3Dadmin');
    expect(detailLoad).toHaveBeenCalledTimes(1);
    warmOpenedPage(core, table, '#/nowhere');
    warmOpenedPage(core, table, '');
    expect(listLoad).not.toHaveBeenCalled();
    expect(loadNamespaces).toHaveBeenCalledTimes(1);
  });
});
