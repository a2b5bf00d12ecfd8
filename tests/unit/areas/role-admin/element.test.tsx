// @vitest-environment happy-dom
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, resetCore } from '../../../../src/core';
import { CONSOLE_BASE, CONTEXT_JSON, SESSION_COOKIE, fakeFetch, json, testEnv } from '../../core/fakes';
import { text } from '../../ui/render-core';
import { waitFor } from '@testing-library/react';
import { SALES, SALES_NODE } from './harness';

const SOD = 'cn=TraderAuditor,cn=SoDDefs,o=system';

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
    'catalog/roles/list': () => json({ roles: [SALES_NODE], nextIndex: -1, total: 1 }),
    'catalog/roleCategories': () => json({ categories: [] }),
    'catalog/roles/role': (call) =>
      call.method === 'DELETE'
        ? json({ success: true, succeeded: [{ id: SALES, name: 'Sales' }], failed: [] })
        : json({ roles: [SALES_NODE] }, 201),
    'catalog/sods/sod': () => json({ sods: [{ id: SOD, name: 'Trader vs Auditor', roles: [] }] }, 201),
    'catalog/sods/defaultApprovals': () => json({ approvers: [] }),
    'access/sods/violations': () => json({ sodViolations: [] }),
    preference: () => json({}),
  });
  configure({ consoleBase: CONSOLE_BASE, env: testEnv(server.fetch, SESSION_COOKIE) });
  await import('../../../../elements/idm-role-admin');
  await import('../../../../elements/idm-sod-admin');
});

afterAll(() => resetCore());

async function mount(tag: string, attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await act(async () => {
    document.body.append(element);
  });
  return element;
}

const inShadow = <E extends Element>(element: HTMLElement, selector: string, wanted: string | RegExp) =>
  [...(element.shadowRoot?.querySelectorAll<E>(selector) ?? [])].find((node) =>
    typeof wanted === 'string'
      ? (node.getAttribute('aria-label') ?? text(node as unknown as HTMLElement)) === wanted
      : wanted.test(text(node as unknown as HTMLElement)),
  );

describe('<idm-role-admin> and <idm-sod-admin>', () => {
  it('role admin: deletes in place and emits idm-role-changed (bubbling, composed)', async () => {
    const element = await mount('idm-role-admin');
    await waitFor(() => expect(inShadow(element, 'input[type="checkbox"]', 'Select Sales')).toBeDefined());
    const events: CustomEvent[] = [];
    const record = (event: Event) => events.push(event as CustomEvent);
    document.addEventListener('idm-role-changed', record);
    await act(async () => inShadow<HTMLInputElement>(element, 'input[type="checkbox"]', 'Select Sales')?.click());
    await act(async () => inShadow<HTMLButtonElement>(element, 'button', 'Delete (1)')?.click());
    // The question comes with its code, when Delete is pressed.
    const confirm = await waitFor(() => {
      const button = inShadow<HTMLButtonElement>(element, 'dialog button', 'Delete');
      if (!button) throw new Error('no question yet');
      return button;
    });
    await act(async () => confirm.click());
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]?.detail).toEqual({ action: 'deleted', dns: [SALES] });
    expect(events[0]?.bubbles && events[0]?.composed).toBe(true);
    document.removeEventListener('idm-role-changed', record);
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(1);
    element.remove();
  });

  it('sod admin: sod-dn opens that rule first', async () => {
    const element = await mount('idm-sod-admin', { 'sod-dn': SOD });
    await waitFor(() => expect(inShadow(element, 'h2', 'Trader vs Auditor')).toBeDefined());
    element.remove();
  });
});
