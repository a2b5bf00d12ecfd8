// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchGroups, useLookup } from '../../../../src/api/lookups';
import { resetCore } from '../../../../src/core';
import { json } from '../../core/fakes';
import { renderHookWithCore } from '../../ui/render-core';
import { apiCore } from '../setup';

afterEach(() => resetCore());

describe('useLookup', () => {
  it('fetches a page; disabled (empty search box) it fetches nothing', async () => {
    const { core, server } = await apiCore({
      'access/groups': () => json({ groups: [{ dn: 'cn=g', name: 'G' }], nextIndex: -1, totalCount: 1 }),
    });
    const idle = await renderHookWithCore(core, () => useLookup('groups', fetchGroups, { q: '' }, { enabled: false }));
    expect(idle.result.current?.fetchStatus).toBe('idle');
    await idle.unmount();
    expect(server.callsTo('access/groups')).toHaveLength(0);

    const view = await renderHookWithCore(core, () => useLookup('groups', fetchGroups, { q: 'g' }));
    await waitFor(() => expect(view.result.current?.isSuccess).toBe(true));
    expect(view.result.current?.data).toEqual({
      items: [{ dn: 'cn=g', name: 'G', description: '', container: '' }],
      nextIndex: -1,
      total: 1,
    });
    await view.unmount();
  });
});
