// @vitest-environment happy-dom
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PickerItem } from '../../../../src/domain/picker-item';
import { Picker } from '../../../../src/ui/picker/Picker';
import { ContainerTree } from '../../../../src/ui/tree/ContainerTree';
import { cleanup, click, keyDown, render, typeInto } from '../render';
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
    const { container } = render(
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
    typeInto(combobox(container), 'user');
    await advance(1000);
    keyDown(combobox(container), 'ArrowDown');
    vi.useRealTimers();
    expect(await violations(container)).toEqual([]);
  });

  it('the not-started and failed states', async () => {
    const idle = render(<Picker label="Owner" tabs={['roles']} />);
    click(idle.container.querySelector('.idm-picker-toggle'));
    expect(await violations(idle.container)).toEqual([]);

    const failed = render(
      <Picker label="Owner" tabs={['drivers']} sources={{ drivers: () => Promise.reject(new Error('x')) }} />,
    );
    await settle();
    click(failed.container.querySelector('.idm-picker-toggle'));
    expect(await violations(failed.container)).toEqual([]);
  });

  it('a container tree with an expanded, selected and disabled node', async () => {
    const levels: PickerItem[] = [10, 20, 30].map((level) => ({
      itemType: 'container',
      dn: `cn=Level${level},cn=RoleDefs`,
      level,
    }));
    const root: PickerItem = { itemType: 'container', dn: 'cn=RoleDefs', name: 'RoleDefs', subContainers: levels };
    const { container } = render(
      <ContainerTree
        rootSelectable
        loadRoots={() => Promise.resolve([root])}
        loadChildren={() => Promise.resolve([{ itemType: 'container', dn: 'ou=x,cn=Level10,cn=RoleDefs', name: 'X' }])}
        isSelected={(item) => item.level === 20}
        isDisabled={(item) => item.level === 20}
      />,
    );
    await settle();
    click(container.querySelector('.idm-tree-toggle'));
    await settle();
    expect(await violations(container)).toEqual([]);
  });
});
