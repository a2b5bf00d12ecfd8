// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LookupPage } from '../../../../src/api/lookups';
import { TeamMembersDialog, type MemberUser, type TeamMembersResult, type TeamRef } from '../../../../src/ui/members';
import { button, cleanup, click, render, text } from '../render';
import { coreWith, member, pagedFetcher, rowCheckboxes, settle } from './helpers';

const helpdesk: TeamRef = { dn: 'cn=Helpdesk,ou=teams,o=data', name: 'Helpdesk' };

describe('TeamMembersDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a loading indicator while the members load', async () => {
    let answer: (page: LookupPage<MemberUser>) => void = () => {};
    const fetchMembers = vi.fn(() => new Promise<LookupPage<MemberUser>>((resolve) => (answer = resolve)));
    const { container } = render(
      <TeamMembersDialog team={helpdesk} onConfirm={() => {}} onCancel={() => {}} fetchMembers={fetchMembers} />,
      coreWith(),
    );
    await settle();
    expect(text(container.querySelector('.idm-component-loader'))).toBe('Loading members...');
    answer({ items: [member(1)], nextIndex: -1, total: 1 });
    await settle();
    expect(container.querySelector('.idm-component-loader')).toBeNull();
    expect(text(container.querySelector('tbody td:last-child'))).toBe('User 01');
  });

  it('has no Assign Role to Group, even for a role administrator, and OK emits members with the team', async () => {
    const fetchMembers = pagedFetcher(3);
    const onConfirm = vi.fn<(result: TeamMembersResult) => void>();
    const { container } = render(
      <TeamMembersDialog team={helpdesk} onConfirm={onConfirm} onCancel={() => {}} fetchMembers={fetchMembers} />,
      coreWith({ roleAdmin: true }),
    );
    await settle();
    expect(text(container.querySelector('dialog h2'))).toBe('Select Specific Users from Helpdesk');
    expect(text(container)).not.toContain('Assign Role to Group');
    expect(fetchMembers.mock.calls[0]?.[1]).toMatchObject({
      teamDn: helpdesk.dn,
      q: '*',
      nextIndex: 1,
      sortOrder: 'asc',
    });
    click(rowCheckboxes(container)[2]);
    click(button(container, 'OK'));
    expect(onConfirm).toHaveBeenCalledWith({ team: helpdesk, members: [member(3)] });
  });

  it('Cancel asks the owner to close', async () => {
    const onCancel = vi.fn();
    const { container } = render(
      <TeamMembersDialog team={helpdesk} onConfirm={() => {}} onCancel={onCancel} fetchMembers={pagedFetcher(1)} />,
      coreWith(),
    );
    await settle();
    click(button(container, 'Cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without a team', () => {
    const { container } = render(
      <TeamMembersDialog team={null} onConfirm={() => {}} onCancel={() => {}} fetchMembers={pagedFetcher(1)} />,
      coreWith(),
    );
    expect(container.querySelector('dialog')).toBeNull();
  });
});
