import { describe, expect, it } from 'vitest';
import {
  EMPTY_HISTORY_FILTERS,
  activeHistoryFilterCount,
  historyListParams,
  historyStatusValues,
  toggled,
  type HistoryListState,
} from '../../../../src/areas/history/history-query';
import { widgetFilters } from '../../../../src/areas/history/HistoryWidget';

const base: HistoryListState = {
  page: 0,
  pageSize: 10,
  search: '',
  sortColumn: 'requestDate',
  sortOrder: 'desc',
  filters: EMPTY_HISTORY_FILTERS,
};

describe('history query', () => {
  it('asks for everything by default', () => {
    expect(historyListParams(base)).toEqual({
      nextIndex: 1,
      size: 10,
      q: '*',
      sortBy: 'requestDate',
      sortOrder: 'desc',
      status: [],
    });
  });

  it('pages from the first row plus 1', () => {
    expect(historyListParams({ ...base, page: 2, pageSize: 25 }).nextIndex).toBe(51);
  });

  it('sends the status groups, role/resource statuses and PRD states together, in a stable order', () => {
    expect(
      historyStatusValues({
        ...EMPTY_HISTORY_FILTERS,
        statusGroups: ['terminated_p2', 'running_pending_p0'],
        itemStatuses: ['denied', 'pending'],
        prdStatuses: [5, 0],
      }),
    ).toEqual(['running_pending_p0', 'terminated_p2', 'pending', 'denied', '0', '5']);
    expect(historyStatusValues({ ...EMPTY_HISTORY_FILTERS, statusGroups: ['approved_completed_denied_p3'] })).toEqual([
      'approved_completed_denied_p3',
    ]);
    expect(historyStatusValues({ ...EMPTY_HISTORY_FILTERS, prdStatuses: [3] })).toEqual(['3']);
  });

  it('sends one action (both are every request) and the type', () => {
    expect(
      historyListParams({ ...base, filters: { ...EMPTY_HISTORY_FILTERS, actions: ['revoke'], type: 'resource' } }),
    ).toMatchObject({
      action: 'revoke',
      type: 'resource',
    });
    expect(
      historyListParams({ ...base, filters: { ...EMPTY_HISTORY_FILTERS, actions: ['revoke', 'grant'] } }),
    ).not.toHaveProperty('action');
  });

  it('maps sort columns and search', () => {
    expect(
      historyListParams({ ...base, sortColumn: 'recipientName', sortOrder: 'asc', search: ' Eve ' }),
    ).toMatchObject({
      sortBy: 'recipientName',
      sortOrder: 'asc',
      q: 'Eve',
    });
    expect(historyListParams({ ...base, sortColumn: 'unknown' }).sortBy).toBe('requestDate');
  });

  it('counts and toggles filter values', () => {
    expect(
      activeHistoryFilterCount({ ...EMPTY_HISTORY_FILTERS, actions: ['grant'], prdStatuses: [1, 2], type: 'prd' }),
    ).toBe(4);
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
  });

  it('reads the element attributes as filters, ignoring unknown values', () => {
    expect(widgetFilters('running_pending_p0, nonsense,terminated_p2', 'Revoke')).toEqual({
      ...EMPTY_HISTORY_FILTERS,
      statusGroups: ['running_pending_p0', 'terminated_p2'],
      actions: ['revoke'],
    });
    expect(widgetFilters(undefined, undefined)).toEqual(EMPTY_HISTORY_FILTERS);
  });
});

describe('moving requests', async () => {
  const { isMoving } = await import('../../../../src/areas/history/history-model');
  it('asks again for requests the server still moves (retracting, provisioning), not for settled ones', () => {
    expect(isMoving({ entityType: 'role', requestState: 70 })).toBe(true);
    expect(isMoving({ entityType: 'resource', requestState: 30 })).toBe(true);
    expect(isMoving({ entityType: 'role', requestState: 75 })).toBe(false);
    expect(isMoving({ entityType: 'role', requestState: 15 })).toBe(false);
    expect(isMoving({ entityType: 'prd', requestState: 0 })).toBe(false);
  });
});
