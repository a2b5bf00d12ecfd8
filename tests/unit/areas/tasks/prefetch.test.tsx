// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchTaskList, prefetchTasks } from '../../../../src/areas/tasks/prefetch';
import { prefetchTaskDetail } from '../../../../src/areas/tasks/detail-prefetch';
import type { FirstTaskListOptions } from '../../../../src/areas/tasks/task-query';
import { generalSettingsQuery, REMEMBERED_GENERAL_SETTINGS } from '../../../../src/api/settings';
import type { IdmCore } from '../../../../src/core';
import { TaskListView } from '../../../../src/areas/tasks/TaskListView';
import { json } from '../../core/fakes';
import { text } from '../../ui/render-core';
import { areaCore } from '../list-harness';
import { serverCore } from '../../api/setup';
import { lastListQuery, renderTasks, settle, task, tasksServer } from './harness';

/** A tasks server whose general settings offer 5, 10 and 25 rows a page, 25 by default (or `defaultRows`). */
function serverWithSettings(defaultRows = 25) {
  const server = tasksServer([task('1'), task('2')]);
  const settings = vi.fn(() => json({ defaultRowsPerPage: defaultRows, optionsRowsPerPage: '5,10,25' }));
  server.routes['admin/display/settings/general'] = settings;
  return { server, settings };
}

describe('task list prefetch', () => {
  afterEach(cleanup);

  it.each<[string, FirstTaskListOptions]>([
    ['the console list (the default page size, any status)', {}],
    ['a widget with a page size and a status', { pageSize: 5, status: 'Unclaimed' }],
  ])(
    'on a first visit, asks for the page %s before the settings answer, then shows it without a second request',
    async (_name, options) => {
      const { server, settings } = serverWithSettings(10);
      let answerSettings: (response: Response) => void = () => undefined;
      server.routes['admin/display/settings/general'] = () => new Promise((resolve) => (answerSettings = resolve));
      const core = areaCore(server.routes);
      const settingsRead = core.queryClient.prefetchQuery(generalSettingsQuery(core));
      prefetchTasks(core, options);
      await vi.waitFor(() => expect(server.list).toHaveBeenCalledTimes(1));
      const prefetched = lastListQuery(server);

      answerSettings(settings());
      await settingsRead; // as the console's start-up does before the list shows
      const { container } = renderTasks(<TaskListView pageSize={options.pageSize} status={options.status} />, {
        server,
        core,
      });
      await settle();
      expect(text(container.querySelector('tbody tr'))).toContain('Item 1');
      expect(server.list).toHaveBeenCalledTimes(1);
      expect(prefetched).toMatchObject({ fromIndex: '1', size: String(options.pageSize ?? 10), q: '*' });
      if (options.status) expect(prefetched).toMatchObject({ status: options.status });
    },
  );

  it('on a first visit to a server with another default page size, shows the page of its settings', async () => {
    const { server } = serverWithSettings(25);
    const core = areaCore(server.routes);
    prefetchTasks(core);
    await core.queryClient.fetchQuery(generalSettingsQuery(core));
    const { container } = renderTasks(<TaskListView />, { server, core });
    await settle();
    expect(text(container.querySelector('tbody tr'))).toContain('Item 1');
    expect(lastListQuery(server)).toMatchObject({ size: '25' });
  });

  const remember = (core: IdmCore, settings: object) =>
    core.env.localStorage.setItem(REMEMBERED_GENERAL_SETTINGS, JSON.stringify(settings));

  it('asks for the first page beside the settings read when this browser read the settings before', async () => {
    const { server } = serverWithSettings();
    let answerSettings: (response: Response) => void = () => undefined;
    server.routes['admin/display/settings/general'] = () => new Promise((resolve) => (answerSettings = resolve));
    const core = areaCore(server.routes);
    remember(core, { defaultRowsPerPage: 25, optionsRowsPerPage: [5, 10, 25] });
    const settingsRead = core.queryClient.prefetchQuery(generalSettingsQuery(core));
    prefetchTaskList(core, {}, new URLSearchParams());
    // The settings have not answered: the page is out already, sized by the settings read last.
    await vi.waitFor(() => expect(server.list).toHaveBeenCalledTimes(1));
    expect(lastListQuery(server)).toMatchObject({ size: '25' });

    answerSettings(json({ defaultRowsPerPage: 25, optionsRowsPerPage: '5,10,25' }));
    await settingsRead; // as the console's start-up does before the list shows
    const { container } = renderTasks(<TaskListView />, { server, core });
    await settle();
    expect(text(container.querySelector('tbody tr'))).toContain('Item 1');
    expect(server.list).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing when the link names another page or search: the list asks for its own', async () => {
    const { server } = serverWithSettings();
    const core = areaCore(server.routes);
    prefetchTaskList(core, {}, new URLSearchParams('q=Adobe&page=2'));
    await core.queryClient.fetchQuery(generalSettingsQuery(core));
    expect(server.list).not.toHaveBeenCalled();
  });

  it('shows the page of the settings read now when they changed since this browser read them', async () => {
    const { server } = serverWithSettings();
    const core = areaCore(server.routes);
    remember(core, { defaultRowsPerPage: 10, optionsRowsPerPage: [5, 10, 25] });
    prefetchTasks(core);
    await core.queryClient.fetchQuery(generalSettingsQuery(core));
    const { container } = renderTasks(<TaskListView />, { server, core });
    await settle();
    expect(text(container.querySelector('tbody tr'))).toContain('Item 1');
    expect(lastListQuery(server)).toMatchObject({ size: '25' });
    expect(JSON.parse(core.env.localStorage.getItem(REMEMBERED_GENERAL_SETTINGS) ?? '{}')).toMatchObject({
      defaultRowsPerPage: 25,
    });
  });
});

describe('task detail prefetch (the console’s #/tasks/<taskId>)', () => {
  it('asks for the task and, in another language, the details’ texts at once, not after the page’s code', async () => {
    const server = tasksServer([task('1')]);
    const taskViews = vi.fn(() => json({ taskViews: { detail: { title: 'Aufgabe' } } }));
    const { core, server: fake } = serverCore({ ...server.routes, 'i18n/de/taskViews.json': taskViews });
    core.stores.$locale.set({ ...core.stores.$locale.get(), locale: 'de' });
    prefetchTaskDetail(core, { taskId: '1' }, new URLSearchParams());
    await vi.waitFor(() => expect(taskViews).toHaveBeenCalledTimes(1));
    expect(fake.callsTo('access/tasks/item')).toHaveLength(1);
  });
});
