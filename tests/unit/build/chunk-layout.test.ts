import { describe, expect, it } from 'vitest';
import { isBaseModule, staticClosure } from '../../../scripts/chunk-layout';

describe('the chunk layout', () => {
  it('puts the chosen stack and the core in base, never the router, date-fns or an area', () => {
    const base = [
      '/app/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/app/node_modules/react/index.js',
      '/app/node_modules/i18next/dist/esm/i18next.js',
      '/app/node_modules/@tanstack/query-core/build/modern/query.js',
      '/app/node_modules/@r2wc/core/dist/core.js',
      '/app/src/core/http.ts',
      '/app/elements/define-idm-element.ts',
      '/app/src/i18n/en/shell.json',
      '/app/src/ui/styles/shared-styles.ts',
    ];
    const elsewhere = [
      '/app/node_modules/react-router/dist/production/chunk-7RTFRKQW.mjs',
      '/app/node_modules/date-fns/format.js',
      '/app/src/areas/tasks/TaskListView.tsx',
      '/app/src/ui/styles/picker.css?inline',
      '/app/src/i18n/en/tasks.json',
      '/app/elements/idm-task-list.ts',
    ];
    expect(base.filter((id) => !isBaseModule(id))).toEqual([]);
    expect(elsewhere.filter(isBaseModule)).toEqual([]);
  });

  it('follows static imports only, each module once, through cycles', () => {
    const graph: Record<string, string[]> = { entry: ['a', 'b'], a: ['b', 'c'], b: ['a'], c: [], lazy: ['d'] };
    expect([...staticClosure('entry', (id) => graph[id] ?? [])].sort()).toEqual(['a', 'b', 'c', 'entry']);
  });
});
