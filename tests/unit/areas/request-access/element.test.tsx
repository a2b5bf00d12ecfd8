// @vitest-environment happy-dom
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartStore } from '../../../../src/areas/request-access/cart-store';
import { configure, getCore, resetCore } from '../../../../src/core';
import { CONSOLE_BASE, CONTEXT_JSON, SESSION_COOKIE, fakeFetch, json, testEnv, type TestEnv } from '../../core/fakes';
import { text } from '../../ui/render-core';
import { waitFor } from './harness';

/** `<idm-request-access>` against a fake server: links out of it follow the elements' one convention. */
const SELF = 'cn=euser,ou=users,o=data';
const ROLE = 'cn=Accountant,cn=Level20,cn=RoleDefs,cn=RoleConfig,cn=AppConfig,cn=driver,o=system';

let env: TestEnv;

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
    userDefaults: () => json({ dn: SELF, fullName: 'Eddie User' }),
    'access/rob': () => json({ authorized: false }),
    'access/permissions/item': () =>
      json({ id: ROLE, name: 'Accountant', entityType: 'role', owners: [], permParams: [] }),
    'access/requests/permissions': () =>
      json(
        {
          success: true,
          OperationNodes: [{ succeeded: [{ id: ROLE, name: 'Accountant', requestId: 'r1' }], failed: [], sods: [] }],
        },
        201,
      ),
  });
  env = testEnv(server.fetch, SESSION_COOKIE);
  configure({ consoleBase: CONSOLE_BASE, env });
  await import('../../../../elements/idm-request-access');
});

afterAll(() => resetCore());

describe('<idm-request-access>', () => {
  it('emits a cancelable idm-navigate { href } for the history link and sets the hash unless the host cancels it', async () => {
    cartStore(getCore()).add({
      id: ROLE,
      kind: 'role',
      name: 'Accountant',
      description: '',
      categories: [],
      bulkRequestable: true,
    });
    const element = document.createElement('idm-request-access');
    element.setAttribute('view', 'cart');
    await act(async () => {
      document.body.append(element);
    });
    const root = element.shadowRoot!;
    await waitFor(() => expect(root.querySelector('.ra-dates')).not.toBeNull());
    const submit = [...root.querySelectorAll('button')].find((b) => text(b) === 'Submit request');
    await act(async () => submit?.click());
    await waitFor(() => expect(root.querySelector('.ra-result a')).not.toBeNull());
    const link = root.querySelector<HTMLAnchorElement>('.ra-result a')!;
    expect(link.getAttribute('href')).toBe('#/history');

    const seen: unknown[] = [];
    const record = (event: Event) => seen.push((event as CustomEvent).detail);
    document.addEventListener('idm-navigate', record);
    await act(async () => link.click());
    expect(seen).toEqual([{ href: '#/history' }]);
    expect(env.location.assigned.at(-1)).toBe('#/history');

    const assigned = env.location.assigned.length;
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('idm-navigate', cancel, { once: true });
    await act(async () => link.click());
    expect(seen).toHaveLength(2);
    expect(env.location.assigned).toHaveLength(assigned);
    document.removeEventListener('idm-navigate', record);
    element.remove();
  });
});
