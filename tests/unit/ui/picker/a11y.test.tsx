// @vitest-environment happy-dom
import '../../setup/act-environment';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PickerItem } from '../../../../src/domain/picker-item';
import { Picker } from '../../../../src/ui/picker/Picker';
import { ContainerTree } from '../../../../src/ui/tree/ContainerTree';
import { cleanup, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithCore } from '../render-core';
import { advance, combobox, fakeFetcher, settle, user, users } from './picker-helpers';

/** axe without the rules that need real layout (contrast) or a whole page (landmarks). */
async function violations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('picker and tree accessibility (axe)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('an open multi picker with tabs, results, paging, disabled options, tags and an error', async () => {
    vi.useFakeTimers();
    const { container } = renderWithCore(
      <Picker
        label="Approvers"
        tabs={['users', 'groups']}
        mode="multi"
        required
        value={[user('user0'), user('user1')]}
        excluded={['cn=user2,ou=users,o=data']}
        sources={{ users: fakeFetcher(() => ({ items: users(5), total: 12 })), groups: fakeFetcher(() => []) }}
      />,
    );
    fireEvent.change(combobox(container), { target: { value: 'user' } });
    await advance(1000);
    fireEvent.keyDown(combobox(container), { key: 'ArrowDown' });
    vi.useRealTimers();
    expect(await violations(container)).toEqual([]);
  });

  it('the not-started and failed states', async () => {
    const idle = renderWithCore(<Picker label="Owner" tabs={['roles']} />);
    await userEvent.click(idle.container.querySelector('.idm-picker-toggle')!);
    expect(await violations(idle.container)).toEqual([]);

    const failed = renderWithCore(
      <Picker label="Owner" tabs={['drivers']} sources={{ drivers: () => Promise.reject(new Error('x')) }} />,
    );
    await settle();
    await userEvent.click(failed.container.querySelector('.idm-picker-toggle')!);
    expect(await violations(failed.container)).toEqual([]);
  });

  it('a container tree with an expanded, selected and disabled node', async () => {
    const levels: PickerItem[] = [10, 20, 30].map((level) => ({
      itemType: 'container',
      dn: `cn=Level${level},cn=RoleDefs`,
      level,
    }));
    const root: PickerItem = { itemType: 'container', dn: 'cn=RoleDefs', name: 'RoleDefs', subContainers: levels };
    const { container } = renderWithCore(
      <ContainerTree
        rootSelectable
        loadRoots={() => Promise.resolve([root])}
        loadChildren={() => Promise.resolve([{ itemType: 'container', dn: 'ou=x,cn=Level10,cn=RoleDefs', name: 'X' }])}
        isSelected={(item) => item.level === 20}
        isDisabled={(item) => item.level === 20}
      />,
    );
    await settle();
    await userEvent.click(container.querySelector('.idm-tree-toggle')!);
    await settle();
    expect(await violations(container)).toEqual([]);
  });
});
