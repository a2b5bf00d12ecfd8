import { describe, expect, it } from 'vitest';
import {
  consolePreloadLinks,
  elementImports,
  staticImports,
  type ImportGraph,
} from '../../../scripts/startup-preloads';

const GRAPH: ImportGraph = {
  'elements/idm-console.js': { imports: ['elements/chunks/shared.js', 'elements/chunks/shell.js'] },
  'elements/idm-picker.js': { imports: ['elements/chunks/shared.js', 'elements/chunks/picker.js'] },
  'elements/chunks/shell.js': { imports: ['elements/chunks/shared.js', 'elements/chunks/dates.js'] },
  'elements/chunks/shared.js': { imports: [] },
  'elements/chunks/picker.js': { imports: ['elements/chunks/shared.js'] },
  'elements/chunks/dates.js': { imports: [] },
};

describe('start-up preloads (build)', () => {
  it('lists every chunk an entry imports statically, transitively, once each', () => {
    expect(staticImports(GRAPH, 'elements/idm-console.js')).toEqual([
      'elements/chunks/shared.js',
      'elements/chunks/shell.js',
      'elements/chunks/dates.js',
    ]);
  });

  it("gives the console page a context preload with the core's credentials and a modulepreload per module", () => {
    const links = consolePreloadLinks(GRAPH)
      .split('\n')
      .map((line) => line.trim());
    expect(links).toEqual([
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="./LoadContextConfigServlet">',
      '<link rel="modulepreload" href="../elements/idm-console.js">',
      '<link rel="modulepreload" href="../elements/chunks/shared.js">',
      '<link rel="modulepreload" href="../elements/chunks/shell.js">',
      '<link rel="modulepreload" href="../elements/chunks/dates.js">',
    ]);
  });

  it("gives the loader each element's chunks relative to the elements folder", () => {
    expect(elementImports(GRAPH, ['idm-picker'])).toEqual({
      'idm-picker': ['./chunks/shared.js', './chunks/picker.js'],
    });
  });
});
