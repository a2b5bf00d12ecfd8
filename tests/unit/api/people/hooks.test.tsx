// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  peopleKeys,
  useCreateUser,
  useDeleteUsers,
  useOrgChart,
  useSetLoginDisabled,
  useUpdateUser,
  useUserDetails,
  useUserList,
} from '../../../../src/api/people';
import { resetCore } from '../../../../src/core';
import { deferred, json } from '../../core/fakes';
import { renderHookWithCore } from '../../ui/render-core';
import { apiCore } from '../setup';

afterEach(() => resetCore());

const person = (dn: string, title: string) => ({
  dn,
  fullName: 'Ann Lee',
  primaryAttributes: [{ key: 'Title', attributeValues: [{ $: title }] }],
});
const FAULT = (text: string) => ({
  Fault: { Code: { Value: 'Sender', Subcode: { Value: 'INV_INPUT' } }, Reason: { Text: text } },
});

describe('people hooks', () => {
  it('useUserList and useUserDetails fetch and normalise', async () => {
    const { core } = await apiCore({
      'users/list': () => json({ usersList: [person('cn=a', 'Dev')], nextIndex: -1, totalCount: 1 }),
      'users/details': () => json(person('cn=a', 'Dev')),
    });
    const view = await renderHookWithCore(core, () => ({
      list: useUserList({ q: 'ann' }),
      details: useUserDetails({ dn: 'cn=a' }),
    }));
    await waitFor(() =>
      expect(view.result.current?.list.isSuccess && view.result.current.details.isSuccess).toBe(true),
    );
    expect(view.result.current?.list.data).toMatchObject({ items: [{ dn: 'cn=a' }], total: 1, nextIndex: -1 });
    expect(view.result.current?.details.data?.primary[0]?.values).toEqual([{ value: 'Dev', display: 'Dev' }]);
    expect(core.queryClient.getQueryData(peopleKeys.detailsOf('CN=A', { dn: 'cn=a', clientId: '1' }))).toBeDefined();
    await view.unmount();
  });

  it('useOrgChart keeps the previous page of reportees on screen while the next one loads', async () => {
    const second = deferred<Response>();
    const { core } = await apiCore({
      'orgChart/v2': (call) => {
        const start = new URL(call.url).searchParams.get('nextIndex');
        const answer = json({
          userQuickInfo: { dn: 'cn=boss' },
          reportees: [{ dn: `cn=r${start}` }],
          totalNumberOfReportees: 1000,
          nextIndex: 11,
        });
        return start === '1' ? answer : second.promise.then(() => answer);
      },
    });
    const view = await renderHookWithCore(core, () => {
      const [start, setStart] = useState(1);
      return { chart: useOrgChart({ entityDn: 'cn=boss', nextIndex: start, size: 10 }), setStart };
    });
    await waitFor(() => expect(view.result.current?.chart.data?.reportees[0]?.dn).toBe('cn=r1'));
    await act(async () => view.result.current?.setStart(11));
    expect(view.result.current?.chart.isPlaceholderData).toBe(true);
    expect(view.result.current?.chart.data?.reportees[0]?.dn).toBe('cn=r1');
    second.resolve(new Response());
    await waitFor(() => expect(view.result.current?.chart.data?.reportees[0]?.dn).toBe('cn=r11'));
    await view.unmount();
  });

  it("useUpdateUser: saves, shows success in the banner and refetches the person's details and lists", async () => {
    let title = 'Dev';
    const { core, server } = await apiCore({
      'rest/access/users/details': () => json(person('cn=a', title)),
      'rest/access/user': (call) => {
        title =
          (JSON.parse(call.body ?? '{}') as { attributes: { values: string[] }[] }).attributes[0]?.values[0] ?? title;
        return json({ dn: 'cn=a', attributes: [{ key: 'Title', values: [title], action: 'update' }] });
      },
    });
    const view = await renderHookWithCore(core, () => ({
      details: useUserDetails({ dn: 'cn=a' }),
      update: useUpdateUser(),
    }));
    await waitFor(() => expect(view.result.current?.details.isSuccess).toBe(true));
    await view.result.current!.update.mutateAsync({ dn: 'cn=a', changes: [{ key: 'Title', values: ['Lead'] }] });
    await waitFor(() => expect(view.result.current?.details.data?.primary[0]?.values[0]?.value).toBe('Lead'));
    expect(server.callsTo('users/details')).toHaveLength(2);
    expect(core.stores.$feedback.get()).toEqual([
      expect.objectContaining({ kind: 'success', text: 'The changes were saved.' }),
    ]);
    await view.unmount();
  });

  it("a refused mutation shows the Fault's reason; useCreateUser shows the fixed text for a 500", async () => {
    let status = 400;
    const { core } = await apiCore({
      'rest/access/user': () =>
        json(
          status === 400 ? FAULT('Invalid input: User ID is not editable.') : { Fault: { Reason: { Text: 'boom' } } },
          status,
        ),
    });
    const view = await renderHookWithCore(core, () => ({
      update: useUpdateUser(),
      create: useCreateUser(),
      login: useSetLoginDisabled(),
    }));
    await expect(
      view.result.current!.update.mutateAsync({ dn: 'cn=a', changes: [{ key: 'Title', values: ['x'] }] }),
    ).rejects.toBeDefined();
    status = 500;
    await expect(
      view.result.current!.create.mutateAsync({
        container: 'ou=users,o=data',
        password: 'Secret1',
        attributes: { CN: 'a' },
      }),
    ).rejects.toBeDefined();
    expect(core.stores.$feedback.get().map((m) => [m.kind, m.text])).toEqual([
      ['danger', 'Invalid input: User ID is not editable.'],
      [
        'danger',
        'An error has occurred while processing your request. Please contact the administrator, or click the refresh button and try again',
      ],
    ]);
    await view.unmount();
  });

  it('useDeleteUsers: the banner gets the structured answer; lists and counts refetch', async () => {
    const { core, server } = await apiCore({
      'rest/access/user': () =>
        json({
          success: false,
          succeeded: [{ dn: 'cn=a', name: 'Ann Lee' }],
          failed: [{ dn: 'cn=euser', name: 'Eddie User', reason: 'Demo accounts cannot be deleted.' }],
        }),
      'access/counts': () => json({ users: 5 }),
      'rest/access/users/list': () => json({ usersList: [], nextIndex: -1 }),
    });
    const view = await renderHookWithCore(core, () => ({ list: useUserList(), remove: useDeleteUsers() }));
    await waitFor(() => expect(view.result.current?.list.isSuccess).toBe(true));
    await view.result.current!.remove.mutateAsync({ members: [{ dn: 'cn=a' }, { dn: 'cn=euser' }] });
    await waitFor(() => expect(server.callsTo('users/list')).toHaveLength(2));
    expect(core.stores.$feedback.get()).toEqual([
      expect.objectContaining({
        kind: 'danger',
        structured: {
          success: false,
          sods: [],
          succeeded: [{ name: 'Ann Lee' }],
          failed: [{ name: 'Eddie User', reason: 'Demo accounts cannot be deleted.' }],
        },
      }),
    ]);
    await view.unmount();
  });
});
