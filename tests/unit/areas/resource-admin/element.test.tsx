// @vitest-environment happy-dom
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, resetCore } from '../../../../src/core';
import { CONSOLE_BASE, CONTEXT_JSON, SESSION_COOKIE, fakeFetch, json, testEnv } from '../../core/fakes';
import { text } from '../../ui/render-core';
import { waitFor } from '@testing-library/react';

const LAPTOP = 'cn=Laptop,cn=ResourceDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
const LAPTOP_NODE = {
  id: LAPTOP,
  name: 'Laptop',
  description: 'A laptop',
  categories: [],
  owners: [],
  entitlements: [],
  resourceParameters: [],
  status: '50',
};

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
    'info/user/rights': () => json({ authorized: true, clientId: '1' }),
    userDefaults: () => json({ dn: 'cn=uaadmin,ou=users,o=data', fullName: 'UA Admin' }),
    'catalog/resources/listV2': () => json({ resources: [LAPTOP_NODE], nextIndex: -1, total: 1 }),
    'catalog/resourceCategories': () => json({ categories: [] }),
    'catalog/resources/resource/assignments': () => json({ assignments: [], nextIndex: -1, total: 0 }, 201),
    'catalog/resources/resource': (call) =>
      call.method === 'DELETE'
        ? json({ success: true, succeeded: [{ id: LAPTOP, name: 'Laptop' }], failed: [] })
        : json({ resources: [LAPTOP_NODE] }),
    'access/cprs/settings': () => json({ cprsSettings: [], nextIndex: -1, total: 0 }),
    'access/cprs/cprsrequest/status/list': () => json({ requests: [], nextIndex: -1, total: 0 }, 201),
    'administration/cprsConfig': () => json({ enableCprs: true, pollingInterval: 30 }),
    preference: () => json({}),
  });
  configure({ consoleBase: CONSOLE_BASE, env: testEnv(server.fetch, SESSION_COOKIE) });
  await import('../../../../elements/idm-resource-admin');
});

afterAll(() => resetCore());

async function mount(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = document.createElement('idm-resource-admin');
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

describe('<idm-resource-admin>', () => {
  it('deletes in place and emits idm-resource-changed (bubbling, composed)', async () => {
    const element = await mount();
    await waitFor(() => expect(inShadow(element, 'input[type="checkbox"]', 'Select Laptop')).toBeDefined());
    const events: CustomEvent[] = [];
    const record = (event: Event) => events.push(event as CustomEvent);
    document.addEventListener('idm-resource-changed', record);
    await act(async () => inShadow<HTMLInputElement>(element, 'input[type="checkbox"]', 'Select Laptop')?.click());
    await act(async () => inShadow<HTMLButtonElement>(element, 'button', 'Delete (1)')?.click());
    // The question comes with its code, when Delete is pressed.
    const confirm = await waitFor(() => {
      const button = inShadow<HTMLButtonElement>(element, 'dialog button', 'Delete');
      if (!button) throw new Error('no question yet');
      return button;
    });
    await act(async () => confirm.click());
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]?.detail).toEqual({ action: 'deleted', dns: [LAPTOP] });
    expect(events[0]?.bubbles && events[0]?.composed).toBe(true);
    document.removeEventListener('idm-resource-changed', record);
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(1);
    element.remove();
  });

  it('resource-dn opens that resource first', async () => {
    const element = await mount({ 'resource-dn': LAPTOP });
    await waitFor(() => expect(inShadow(element, 'h2', 'Laptop')).toBeDefined());
    element.remove();
  });

  it('view="cprs" shows CPRS (the console\'s section cprs) in the element', async () => {
    const element = await mount({ view: 'cprs' });
    await waitFor(() => expect(inShadow(element, 'h2', 'Permission reconciliation (CPRS)')).toBeDefined());
    expect(element.shadowRoot?.querySelector('[part="cprs"]')).not.toBeNull();
    element.remove();
  });
});
