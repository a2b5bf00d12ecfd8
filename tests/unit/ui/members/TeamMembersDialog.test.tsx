// @vitest-environment happy-dom
import '../../setup/act-environment';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LookupPage } from '../../../../src/api/lookups';
import { TeamMembersDialog, type MemberUser, type TeamMembersResult, type TeamRef } from '../../../../src/ui/members';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithCore, text } from '../render-core';
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
    const { container } = renderWithCore(
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
    const { container } = renderWithCore(
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
    fireEvent.click(rowCheckboxes(container)[2]!);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledWith({ team: helpdesk, members: [member(3)] });
  });

  it('Cancel asks the owner to close', async () => {
    const onCancel = vi.fn();
    renderWithCore(
      <TeamMembersDialog team={helpdesk} onConfirm={() => {}} onCancel={onCancel} fetchMembers={pagedFetcher(1)} />,
      coreWith(),
    );
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without a team', () => {
    const { container } = renderWithCore(
      <TeamMembersDialog team={null} onConfirm={() => {}} onCancel={() => {}} fetchMembers={pagedFetcher(1)} />,
      coreWith(),
    );
    expect(container.querySelector('dialog')).toBeNull();
  });
});
