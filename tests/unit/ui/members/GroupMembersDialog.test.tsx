// @vitest-environment happy-dom
import '../../setup/act-environment';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupMembersDialog, type GroupMembersResult, type GroupRef } from '../../../../src/ui/members';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithCore, text } from '../render-core';
import { checkbox, coreWith, member, pagedFetcher, rowCheckboxes, settle } from './helpers';

const finance: GroupRef = { dn: 'cn=Finance,ou=groups,o=data', name: 'Finance' };

function openDialog(options: { roleAdmin?: boolean; total?: number; fetcher?: ReturnType<typeof pagedFetcher> } = {}) {
  const fetchMembers = options.fetcher ?? pagedFetcher(options.total ?? 3);
  const onConfirm = vi.fn<(result: GroupMembersResult) => void>();
  const onCancel = vi.fn();
  const rendered = renderWithCore(
    <GroupMembersDialog group={finance} onConfirm={onConfirm} onCancel={onCancel} fetchMembers={fetchMembers} />,
    coreWith({ roleAdmin: options.roleAdmin }),
  );
  return { ...rendered, fetchMembers, onConfirm, onCancel };
}

const lastQuery = (fetcher: ReturnType<typeof pagedFetcher>) => fetcher.mock.calls.at(-1)?.[1];

describe('GroupMembersDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('names the dialog after the group and lists its members', async () => {
    const { container, fetchMembers } = openDialog();
    await settle();
    const dialog = container.querySelector('dialog');
    expect(text(dialog?.querySelector('h2'))).toBe('Select Specific Users from Finance');
    expect(lastQuery(fetchMembers)).toMatchObject({
      groupDn: finance.dn,
      q: '*',
      nextIndex: 1,
      size: 10,
      sortOrder: 'asc',
    });
    expect([...container.querySelectorAll('tbody td:last-child')].map(text)).toEqual(['User 01', 'User 02', 'User 03']);
  });

  it("shows 'Assign Role to Group' only to a role administrator", async () => {
    const user = openDialog({ roleAdmin: false });
    await settle();
    expect(text(user.container)).not.toContain('Assign Role to Group');
    user.unmount();
    const admin = openDialog({ roleAdmin: true });
    await settle();
    expect(checkbox(admin.container, 'Assign Role to Group').disabled).toBe(false);
  });

  it("a host's canAssignToGroup decides over the signed-in user's right (request on behalf in proxy mode)", async () => {
    const fetchMembers = pagedFetcher(2);
    const shown = renderWithCore(
      <GroupMembersDialog
        group={finance}
        canAssignToGroup
        onConfirm={() => {}}
        onCancel={() => {}}
        fetchMembers={fetchMembers}
      />,
      coreWith({ roleAdmin: false }),
    );
    await settle();
    expect(checkbox(shown.container, 'Assign Role to Group').checked).toBe(false);
    shown.unmount();
    const hidden = renderWithCore(
      <GroupMembersDialog
        group={finance}
        canAssignToGroup={false}
        onConfirm={() => {}}
        onCancel={() => {}}
        fetchMembers={fetchMembers}
      />,
      coreWith({ roleAdmin: true }),
    );
    await settle();
    expect(text(hidden.container)).not.toContain('Assign Role to Group');
  });

  it("'Assign Role to Group' disables the member checkboxes and OK emits only the group", async () => {
    const { container, onConfirm } = openDialog({ roleAdmin: true });
    await settle();
    fireEvent.click(rowCheckboxes(container)[0]!);
    expect(rowCheckboxes(container).every((box) => !box.disabled)).toBe(true);
    fireEvent.click(checkbox(container, 'Assign Role to Group'));
    expect(rowCheckboxes(container)).toHaveLength(3);
    expect(rowCheckboxes(container).every((box) => box.disabled)).toBe(true);
    expect(checkbox(container, 'Select all rows on this page').disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledWith({ group: finance, members: [], assignToGroup: true });
  });

  it('OK emits the selected members (from every page) with the group', async () => {
    const { container, onConfirm } = openDialog({ total: 12 });
    await settle();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'OK' }).disabled).toBe(true);
    fireEvent.click(rowCheckboxes(container)[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await settle();
    fireEvent.click(checkbox(container, 'Select User 11'));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledWith({ group: finance, members: [member(2), member(11)], assignToGroup: false });
  });

  it('select-all takes every member of the page', async () => {
    const { container, onConfirm } = openDialog({ total: 3 });
    await settle();
    fireEvent.click(checkbox(container, 'Select all rows on this page'));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm.mock.calls[0]?.[0].members).toEqual([member(1), member(2), member(3)]);
  });

  it('Cancel closes the dialog and clears the group (a new opening starts afresh)', async () => {
    const fetchMembers = pagedFetcher(3);
    function Owner() {
      const [group, setGroup] = useState<GroupRef | null>(finance);
      return (
        <>
          <button type="button" onClick={() => setGroup(finance)}>
            Pick members
          </button>
          <GroupMembersDialog
            group={group}
            onConfirm={() => {}}
            onCancel={() => setGroup(null)}
            fetchMembers={fetchMembers}
          />
        </>
      );
    }
    const { container } = renderWithCore(<Owner />, coreWith());
    await settle();
    fireEvent.click(rowCheckboxes(container)[0]!);
    expect(rowCheckboxes(container)[0]?.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(container.querySelector('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pick members' }));
    await settle();
    expect(rowCheckboxes(container)[0]?.checked).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'OK' }).disabled).toBe(true);
  });

  it("debounces the search by 1000 ms and sends an empty search as '*'", async () => {
    const { container, fetchMembers } = openDialog({ total: 12 });
    await settle();
    const names = () => [...container.querySelectorAll('tbody td:last-child')].map(text);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await settle();
    const search = container.querySelector('input[type="search"]');
    fireEvent.change(search!, { target: { value: 'user 1' } });
    await settle(990);
    expect(fetchMembers.mock.calls.map(([, params]) => params.q)).toEqual(['*', '*']);
    await settle(10);
    // A new search starts again on the first page.
    expect(lastQuery(fetchMembers)).toMatchObject({ q: 'user 1', nextIndex: 1 });
    expect(names()).toEqual(['User 10', 'User 11', 'User 12']);
    fireEvent.change(search!, { target: { value: '  ' } });
    await settle(1000);
    // Back to the '*' answer (already cached, so not fetched again); a blank q is never sent.
    expect(names()).toHaveLength(10);
    expect(fetchMembers.mock.calls.map(([, params]) => params.q)).toEqual(['*', '*', 'user 1']);
  });

  it('asks for nextIndex = first row (zero-based) + 1 and reports the range', async () => {
    const { container, fetchMembers } = openDialog({ total: 25 });
    await settle();
    expect(text(container.querySelector('.idm-members-report'))).toBe('Showing 1 to 10 of 25 entries');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await settle();
    expect(lastQuery(fetchMembers)?.nextIndex).toBe(11);
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await settle();
    expect(lastQuery(fetchMembers)?.nextIndex).toBe(21);
    expect(text(container.querySelector('.idm-members-report'))).toBe('Showing 21 to 25 of 25 entries');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(true);
  });

  it('sorts by name both ways, from the first page', async () => {
    const { container, fetchMembers } = openDialog({ total: 25 });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    await settle();
    expect(lastQuery(fetchMembers)).toMatchObject({ sortOrder: 'desc', nextIndex: 1 });
    expect(container.querySelector('th[aria-sort]')?.getAttribute('aria-sort')).toBe('descending');
  });

  it("shows 'The following query returned 0 result.' and an empty range when nothing matches", async () => {
    const { container } = openDialog({ total: 0 });
    await settle();
    expect(text(container.querySelector('tbody'))).toBe('The following query returned 0 result.');
    expect(text(container.querySelector('.idm-members-report'))).toBe('Showing 0 to 0 of 0 entries');
  });

  it('does not show fetch errors: the list is just empty', async () => {
    const failing = pagedFetcher(0);
    failing.mockRejectedValue(new Error('Internal error'));
    const { container, core } = openDialog({ fetcher: failing });
    await settle();
    expect(text(container.querySelector('tbody'))).toBe('The following query returned 0 result.');
    expect(text(container)).not.toContain('Internal error');
    expect(core.stores.$feedback.get()).toEqual([]);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});
