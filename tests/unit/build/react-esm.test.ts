import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { facadeSource, reactEsm } from '../../../scripts/react-esm';

const root = path.resolve(import.meta.dirname, '../../..');
// Inside the project, so that the sources resolve react and react-dom as the console's do.
const cache = path.join(root, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(path.join(cache, 'idm-react-esm-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the React ES facade', () => {
  it('names each export of the CommonJS module, and its default', () => {
    const source = facadeSource('/x/react.js', ['useState', 'default', '__CLIENT_INTERNALS', 'not-a-name']);
    expect(source).toContain('export const useState = /* @__PURE__ */ pick("useState");');
    expect(source).toContain('export const __CLIENT_INTERNALS = /* @__PURE__ */ pick("__CLIENT_INTERNALS");');
    expect(source).not.toContain('not-a-name');
    expect(source).toContain('export default cjs;');
  });

  it('links the chunks to React by bindings, and they render with the same React as react-dom', async () => {
    // Two entries sharing a component: a shared chunk imports React the way every console chunk does.
    const component = path.join(dir, 'counter.tsx');
    writeFileSync(
      component,
      "import { useState } from 'react';\nexport function Counter() { const [count] = useState(3); return <output>{count}</output>; }\n",
    );
    for (const name of ['a', 'b'])
      writeFileSync(
        path.join(dir, `${name}.tsx`),
        "import { renderToString } from 'react-dom/server';\nimport { Counter } from './counter';\n" +
          `export const html = () => renderToString(<section id="${name}"><Counter /></section>);\n`,
      );
    const outDir = path.join(dir, 'out');
    await build({
      configFile: false,
      logLevel: 'silent',
      mode: 'production',
      root,
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      plugins: [reactEsm(root)],
      oxc: { jsx: { runtime: 'automatic', development: false } },
      build: {
        outDir,
        emptyOutDir: true,
        minify: false,
        rolldownOptions: {
          input: { a: path.join(dir, 'a.tsx'), b: path.join(dir, 'b.tsx') },
          preserveEntrySignatures: 'strict',
          output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
        },
      },
    });
    const code = readdirSync(outDir)
      .map((file) => readFileSync(path.join(outDir, file), 'utf8'))
      .join('\n');
    // Through the CommonJS object, each call would read `(0, react.useState)(…)` and `(0, jsx_runtime.jsx)(…)`.
    expect(code).not.toMatch(/\(0,\s*\w+\.(jsx|useState)\)/);
    const { html } = (await import(pathToFileURL(path.join(outDir, 'a.js')).href)) as { html: () => string };
    expect(html()).toBe('<section id="a"><output>3</output></section>');
  });
});
