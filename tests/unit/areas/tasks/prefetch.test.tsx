// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchTasks, type TaskListPrefetchOptions } from '../../../../src/areas/tasks/prefetch';
import { TaskListView } from '../../../../src/areas/tasks/TaskListView';
import { json } from '../../core/fakes';
import { text } from '../../ui/render';
import { areaCore } from '../list-harness';
import { lastListQuery, renderTasks, settle, task, tasksServer } from './harness';

/** A tasks server whose general settings offer 5, 10 and 25 rows a page, 25 by default. */
function serverWithSettings() {
  const server = tasksServer([task('1'), task('2')]);
  const settings = vi.fn(() => json({ defaultRowsPerPage: 25, optionsRowsPerPage: '5,10,25' }));
  server.routes['admin/display/settings/general'] = settings;
  return { server, settings };
}

describe('task list prefetch', () => {
  afterEach(cleanup);

  it.each<[string, TaskListPrefetchOptions]>([
    ['the console list (the settings’ page size, any status)', {}],
    ['a widget with a page size and a status', { pageSize: 5, status: 'Unclaimed' }],
  ])('asks for the page %s then shows, without a second request', async (_name, options) => {
    const { server, settings } = serverWithSettings();
    const core = areaCore(server.routes);
    prefetchTasks(core, options);
    await vi.waitFor(() => expect(server.list).toHaveBeenCalledTimes(1));
    const prefetched = lastListQuery(server);

    const { container } = renderTasks(<TaskListView pageSize={options.pageSize} status={options.status} />, {
      server,
      core,
    });
    await settle();
    expect(text(container.querySelector('tbody tr'))).toContain('Item 1');
    expect(server.list).toHaveBeenCalledTimes(1);
    expect(settings).toHaveBeenCalledTimes(1);
    expect(prefetched).toMatchObject({ fromIndex: '1', size: String(options.pageSize ?? 25), q: '*' });
    if (options.status) expect(prefetched).toMatchObject({ status: options.status });
  });
});
