// @vitest-environment happy-dom
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { configure, resetCore } from '../../../../src/core';
import { elementTags } from '../../../../elements/tags';
import { CONSOLE_BASE, CONTEXT_JSON, SESSION_COOKIE, fakeFetch, json, testEnv } from '../../core/fakes';
import { text } from '../../ui/render-core';

const GROUP = 'cn=Night Shift,ou=groups,o=data';
const NODE = { dn: GROUP, name: 'Night Shift', description: 'Works at night', container: 'ou=groups,o=data' };

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const server = fakeFetch({
    LoadContextConfigServlet: () => json(CONTEXT_JSON),
    'supportedlocales/defaultlocale': () => json('en'),
    'supportedlocales/userlocale': () => json('en'),
    'i18n/': () => json({}),
    'display/settings/general': () => json({}),
    'administration/igConfig': () => json({}),
    'config/clients': () => json({ clientId: '1', config: {} }),
    'info/user/rights': () => json({ authorized: true, clientId: '1', isAdmin: true }),
    userDefaults: () => json({ dn: 'cn=uaadmin,ou=sa,o=data', fullName: 'UA Admin' }),
    'access/groups/members': () => json({ recipients: [], nextIndex: -1, total: 0 }),
    'access/groups/group': () => json(NODE),
    'access/assignments/list': () => json({ assignments: [], total: 0, nextIndex: -1 }),
    'rest/access/groups': (call) =>
      call.method === 'DELETE' ? json({ dn: GROUP }) : json({ groups: [NODE], nextIndex: -1, totalCount: 1 }),
    preference: () => json({}),
  });
  configure({ consoleBase: CONSOLE_BASE, env: testEnv(server.fetch, SESSION_COOKIE) });
  await import('../../../../elements/idm-group-admin');
});

afterAll(() => resetCore());

async function mount(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = document.createElement('idm-group-admin');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await act(async () => {
    document.body.append(element);
  });
  return element;
}

const inShadow = <E extends Element>(element: HTMLElement, selector: string, wanted: string) =>
  [...(element.shadowRoot?.querySelectorAll<E>(selector) ?? [])].find(
    (node) => (node.getAttribute('aria-label') ?? text(node as unknown as HTMLElement)) === wanted,
  );

describe('<idm-group-admin>', () => {
  it('is one of the package’s tags', () => {
    expect(elementTags).toContain('idm-group-admin');
  });

  it('deletes in place and emits idm-group-changed (bubbling, composed)', async () => {
    const element = await mount();
    await waitFor(() => expect(inShadow(element, 'input[type="checkbox"]', 'Select Night Shift')).toBeDefined());
    const events: CustomEvent[] = [];
    const record = (event: Event) => events.push(event as CustomEvent);
    document.addEventListener('idm-group-changed', record);
    await act(async () => inShadow<HTMLInputElement>(element, 'input[type="checkbox"]', 'Select Night Shift')?.click());
    await act(async () => inShadow<HTMLButtonElement>(element, 'button', 'Delete (1)')?.click());
    // The question comes with its code, when Delete is pressed.
    const confirm = await waitFor(() => {
      const button = inShadow<HTMLButtonElement>(element, 'dialog button', 'Delete');
      if (!button) throw new Error('no question yet');
      return button;
    });
    await act(async () => confirm.click());
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]?.detail).toEqual({ action: 'deleted', dns: [GROUP] });
    expect(events[0]?.bubbles && events[0]?.composed).toBe(true);
    document.removeEventListener('idm-group-changed', record);
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(1);
    element.remove();
  });

  it('group-dn opens that group first', async () => {
    const element = await mount({ 'group-dn': GROUP });
    await waitFor(() => expect(inShadow(element, 'h2', 'Night Shift')).toBeDefined());
    // The members section loads beside the group's answer.
    await waitFor(() => expect(element.shadowRoot?.querySelector('[part=group-members]')).not.toBeNull());
    element.remove();
  });
});
