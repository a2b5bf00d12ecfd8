import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  activeFilterCount,
  parseExpireWithin,
  taskListParams,
  type TaskListState,
} from '../../../../src/areas/tasks/task-query';

const base: TaskListState = {
  page: 0,
  pageSize: 10,
  search: '',
  sortColumn: 'requestDate',
  sortOrder: 'desc',
  filters: EMPTY_FILTERS,
};

describe('task list query', () => {
  it('asks for the first page with the defaults: fromIndex 1, q *, sorted by createTime', () => {
    expect(taskListParams(base)).toEqual({ fromIndex: 1, size: 10, q: '*', sortOrder: 'desc', sortBy: 'createTime' });
  });

  it('pages by fromIndex: the first row of the page plus 1', () => {
    expect(taskListParams({ ...base, page: 1 }).fromIndex).toBe(11);
    expect(taskListParams({ ...base, page: 3, pageSize: 25 }).fromIndex).toBe(76);
    expect(taskListParams({ ...base, page: 2, pageSize: 5 }).size).toBe(5);
  });

  it('maps sort columns to the server keys', () => {
    expect(taskListParams({ ...base, sortColumn: 'requesterName', sortOrder: 'asc' })).toMatchObject({
      sortBy: 'initiatorName',
      sortOrder: 'asc',
    });
    expect(taskListParams({ ...base, sortColumn: 'processName' }).sortBy).toBe('processName');
    expect(taskListParams({ ...base, sortColumn: 'expirationTime' }).sortBy).toBe('expirationTime');
    // A column that does not sort falls back to the request date.
    expect(taskListParams({ ...base, sortColumn: 'status' }).sortBy).toBe('createTime');
  });

  it('sends the search text trimmed', () => {
    expect(taskListParams({ ...base, search: '  payroll ' }).q).toBe('payroll');
  });

  it('sends each filter by its contract name, and leaves empty ones out', () => {
    const params = taskListParams({
      ...base,
      filters: {
        assignedTo: 'delegated',
        recipient: ' Eve ',
        expireWithin: '3',
        expireUnit: 'Weeks',
        status: 'Claimed',
      },
    });
    expect(params).toEqual({
      fromIndex: 1,
      size: 10,
      q: '*',
      sortOrder: 'desc',
      sortBy: 'createTime',
      assignedTo: 'delegated',
      recipient: 'Eve',
      expireWithin: 3,
      expireUnit: 'Weeks',
      status: 'Claimed',
    });
  });

  it('sends expires-within only with a whole number above 0, together with its unit', () => {
    expect(taskListParams({ ...base, filters: { ...EMPTY_FILTERS, expireWithin: '0' } })).not.toHaveProperty(
      'expireWithin',
    );
    expect(taskListParams({ ...base, filters: { ...EMPTY_FILTERS, expireWithin: '2.5' } })).not.toHaveProperty(
      'expireUnit',
    );
    expect(taskListParams({ ...base, filters: { ...EMPTY_FILTERS, expireWithin: ' 7 ' } })).toMatchObject({
      expireWithin: 7,
      expireUnit: 'Days',
    });
    expect(parseExpireWithin('-1')).toBeNull();
  });

  it('counts the filters that are set', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, recipient: 'x', status: 'Unclaimed', expireWithin: 'abc' })).toBe(2);
  });
});

describe('CSV export paging', async () => {
  const { exportAll, EXPORT_LIMIT } = await import('../../../../src/ui/area/export-all');
  it('fetches every page from start index 1 until the total', async () => {
    const starts: number[] = [];
    const rows = await exportAll(async (fromIndex, size) => {
      starts.push(fromIndex);
      const count = Math.max(0, Math.min(size, 650 - (fromIndex - 1)));
      return { rows: Array.from({ length: count }, (_, i) => fromIndex + i), total: 650 };
    });
    expect(starts).toEqual([1, 301, 601]);
    expect(rows).toHaveLength(650);
    expect(rows.at(-1)).toBe(650);
  });

  it('stops at an empty page and at the limit', async () => {
    expect(await exportAll(async () => ({ rows: [], total: 10 }))).toEqual([]);
    const many = await exportAll(async (_fromIndex, size) => ({
      rows: Array.from({ length: size }, () => 1),
      total: 100000,
    }));
    expect(many).toHaveLength(EXPORT_LIMIT);
  });
});
