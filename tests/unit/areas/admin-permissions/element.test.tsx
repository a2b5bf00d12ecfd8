// @vitest-environment happy-dom
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { configure, resetCore } from '../../../../src/core';
import { CONSOLE_BASE, CONTEXT_JSON, SESSION_COOKIE, fakeFetch, json, testEnv } from '../../core/fakes';
import { text } from '../../ui/render-core';

const DAN = 'cn=dadmin,ou=users,o=data';
const SYSTEMS = 'cn=Systems,cn=Level20,cn=RoleDefs,o=system';

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
    userDefaults: () => json({ dn: 'cn=uaadmin,ou=sa,o=data', fullName: 'UA Admin' }),
    'admin/administrator/assignments': (call) =>
      call.method === 'DELETE'
        ? json({ revokeAssignments: [{ assignmentDomain: 'ROLES', identity: DAN }], arraySize: 1 })
        : json({
            adminAssignments: [
              {
                assignee: 'Dan Delegate',
                assigneeDn: DAN,
                assignmentTypeKey: 'USER',
                adminTypeKey: 'MANAGER',
                domain: 'ROLES',
              },
            ],
            nextIndex: -1,
            total: 1,
          }),
    'admin/administrator/assignments/columns': () => json({ domains: [{ key: 'assignee', value: 'Assignee' }] }),
    'admin/administrator/assignments/domains': () => json({ domains: [{ key: 'ROLES', value: 'Roles' }] }),
    'admin/permission/assignment': () =>
      json({ permissions: [{ dn: SYSTEMS, name: 'Systems', entityType: 'CONTAINER' }], nextIndex: -1, total: 1 }),
    'admin/permission/rootContainer': () => json({ mapList: [] }),
    'rest/admin/permission?': () => json({ domains: [] }),
    preference: () => json({}),
  });
  configure({ consoleBase: CONSOLE_BASE, env: testEnv(server.fetch, SESSION_COOKIE) });
  await import('../../../../elements/idm-admin-assignments');
  await import('../../../../elements/idm-permissions');
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

const inShadow = <E extends Element>(element: HTMLElement, selector: string, wanted: string) =>
  [...(element.shadowRoot?.querySelectorAll<E>(selector) ?? [])].find(
    (node) => (node.getAttribute('aria-label') ?? text(node as unknown as HTMLElement)) === wanted,
  );

describe('<idm-admin-assignments> and <idm-permissions>', () => {
  it('admin assignments: removes in place and emits idm-admin-assignments-changed (bubbling, composed)', async () => {
    const element = await mount('idm-admin-assignments');
    await waitFor(() =>
      expect(inShadow(element, 'input[type="checkbox"]', 'Select Dan Delegate, Roles')).toBeDefined(),
    );
    const events: CustomEvent[] = [];
    const record = (event: Event) => events.push(event as CustomEvent);
    document.addEventListener('idm-admin-assignments-changed', record);
    await act(async () =>
      inShadow<HTMLInputElement>(element, 'input[type="checkbox"]', 'Select Dan Delegate, Roles')?.click(),
    );
    await act(async () => inShadow<HTMLButtonElement>(element, 'button', 'Remove (1)')?.click());
    // The question comes with its code, when Delete is pressed.
    const confirm = await waitFor(() => {
      const button = inShadow<HTMLButtonElement>(element, 'dialog button', 'Remove');
      if (!button) throw new Error('no question yet');
      return button;
    });
    await act(async () => confirm.click());
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]?.detail).toEqual({ action: 'removed', dns: [DAN] });
    expect(events[0]?.bubbles && events[0]?.composed).toBe(true);
    document.removeEventListener('idm-admin-assignments-changed', record);
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(1);
    // The delegated administrator's permissions open in place (a button, no route).
    await act(async () => inShadow<HTMLButtonElement>(element, 'button', 'Permissions of Dan Delegate')?.click());
    await waitFor(() => expect(inShadow(element, 'h2', 'Permissions of Dan Delegate: Roles')).toBeDefined());
    element.remove();
  });

  it("permissions: assignee-dn and domain open that delegated administrator's permissions", async () => {
    const element = await mount('idm-permissions', { 'assignee-dn': DAN, domain: 'roles' });
    await waitFor(() => expect(inShadow(element, 'h2', 'Permissions of Dan Delegate: Roles')).toBeDefined());
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Systems'));
    element.remove();
  });
});
