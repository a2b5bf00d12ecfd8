// @vitest-environment happy-dom
import axe from 'axe-core';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupMembersDialog } from '../../../../src/ui/members';
import { cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithCore } from '../render-core';
import { checkbox, coreWith, pagedFetcher, rowCheckboxes } from './helpers';

async function violations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

/** Lets the fetch resolve and React Query deliver it, inside act. */
const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));

describe('member dialogs accessibility (axe)', () => {
  afterEach(cleanup);

  it('an open group members dialog, with rows, a selection and Assign Role to Group', async () => {
    const group = { dn: 'cn=Finance,ou=groups,o=data', name: 'Finance' };
    const { container } = renderWithCore(
      <GroupMembersDialog group={group} onConfirm={() => {}} onCancel={() => {}} fetchMembers={pagedFetcher(12)} />,
      coreWith({ roleAdmin: true }),
    );
    await flush();
    await flush();
    expect(rowCheckboxes(container)).toHaveLength(10);
    await userEvent.click(rowCheckboxes(container)[0]!);
    expect(await violations(container)).toEqual([]);
    await userEvent.click(checkbox(container, 'Assign Role to Group'));
    expect(await violations(container)).toEqual([]);
  });

  it('an empty group members dialog', async () => {
    const group = { dn: 'cn=Empty,ou=groups,o=data', name: 'Empty' };
    const { container } = renderWithCore(
      <GroupMembersDialog group={group} onConfirm={() => {}} onCancel={() => {}} fetchMembers={pagedFetcher(0)} />,
      coreWith(),
    );
    await flush();
    expect(await violations(container)).toEqual([]);
  });
});
