// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { PRELOAD_HELPER_CODE, loadedWith, smallPreloadHelper } from '../../../scripts/preload-helper';

type Preload = (load: () => Promise<string>, deps: string[] | undefined, importerUrl: string) => Promise<string>;

/** The helper's module, run as the page would run it. */
async function helper(): Promise<Preload> {
  const url = `data:text/javascript,${encodeURIComponent(PRELOAD_HELPER_CODE)}`;
  const module = (await import(/* @vite-ignore */ url)) as { __vitePreload: Preload };
  return module.__vitePreload;
}

describe('the preload helper', () => {
  it("preloads each dependency of an import once, none the page's links name already, then imports", async () => {
    document.head.replaceChildren(
      Object.assign(document.createElement('link'), {
        rel: 'modulepreload',
        href: 'https://idm.example/elements/chunks/cA.js',
      }),
    );
    const preload = await helper();
    const importer = 'https://idm.example/elements/chunks/cX.js';
    const result = await preload(() => Promise.resolve('module'), ['./cA.js', './cB.js'], importer);
    await preload(() => Promise.resolve('again'), ['./cB.js', './cC.js'], importer);
    expect(result).toBe('module');
    const hrefs = [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));
    expect(hrefs).toEqual([
      'https://idm.example/elements/chunks/cA.js',
      'https://idm.example/elements/chunks/cB.js',
      'https://idm.example/elements/chunks/cC.js',
    ]);
  });

  it("leaves out of an import's list what its importer has loaded already", () => {
    const { plugin, resolveDependencies } = smallPreloadHelper();
    const bundle = {
      'elements/idm-x.js': { type: 'chunk', imports: ['elements/chunks/base.js', 'elements/chunks/kit.js'] },
      'elements/chunks/kit.js': { type: 'chunk', imports: ['elements/chunks/runtime.js'] },
    };
    const generate = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    generate.handler({}, bundle);
    expect(
      [
        ...loadedWith(
          new Map([
            ['a', ['b']],
            ['b', ['c']],
          ]),
          'a',
        ),
      ].sort(),
    ).toEqual(['b', 'c']);
    expect(
      resolveDependencies(
        'elements/chunks/dialog.js',
        ['elements/chunks/base.js', 'elements/chunks/runtime.js', 'elements/chunks/dialog-parts.js'],
        { hostId: 'elements/idm-x.js', hostType: 'js' },
      ),
    ).toEqual(['elements/chunks/dialog-parts.js']);
  });
});
