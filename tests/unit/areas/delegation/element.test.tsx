// @vitest-environment happy-dom
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { configure, resetCore } from '../../../../src/core';
import { CONSOLE_BASE, CONTEXT_JSON, SESSION_COOKIE, fakeFetch, json, testEnv } from '../../core/fakes';
import { text } from '../../ui/render-core';

const MARIA = 'cn=mmanager,ou=users,o=data';
const EDDIE = 'cn=euser,ou=users,o=data';
const DAY = 86_400_000;
const now = Date.now();
const delegation = {
  assignmentId: '7',
  isExpires: true,
  allRequests: false,
  requestDefs: [{ dn: 'cn=Source Repository,o=roles', name: 'Source Repository' }],
  assignFromUsers: [{ dn: MARIA, name: 'Maria Manager' }],
  assignToUsers: [{ dn: EDDIE, name: 'Eddie User' }],
  effectiveDate: now - DAY,
  expiryDate: now + 5 * DAY,
};
const deleted: unknown[] = [];
const proxyDeleted: unknown[] = [];

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
    userDefaults: () => json({ dn: MARIA, fullName: 'Maria Manager' }),
    'access/delegation': (call) => {
      if (call.method === 'DELETE') {
        deleted.push(JSON.parse(call.body ?? 'null'));
        return json({ delegations: [delegation], totalDelegations: 1 });
      }
      return json({ delegations: [delegation], totalDelegations: 1, nextIndex: -1 });
    },
    'access/availability/prds': () => json({ availability: [{ availableRequestDefs: [], enableAllRequests: true }] }),
    'access/availability': () =>
      json({ availability: [], totalAvailability: 0, availabilityStatus: 1, hasDelegatesAssigned: true }),
    'access/proxy/all': () =>
      json({
        userType: 'admin',
        configureProxy: true,
        proxyDefinitions: [
          {
            dn: '3',
            assignedUserDN: 'cn=pproxy,ou=users,o=data',
            assignedUserName: 'Paula Proxy',
            proxyForUsers: [{ dn: MARIA, username: 'Maria Manager' }],
            expirytime: '',
          },
        ],
        total: 1,
        nextIndex: -1,
      }),
    'access/proxy/delete': (call) => {
      proxyDeleted.push(JSON.parse(call.body ?? 'null'));
      return json({ success: true, succeeded: [{ id: '3' }], failed: [] }, 201);
    },
    preference: () => json({}),
  });
  configure({ consoleBase: CONSOLE_BASE, env: testEnv(server.fetch, SESSION_COOKIE) });
  await import('../../../../elements/idm-delegation');
  await import('../../../../elements/idm-availability');
  await import('../../../../elements/idm-proxy-assignments');
});

afterAll(() => resetCore());

async function mount(tag: string): Promise<HTMLElement> {
  const element = document.createElement(tag);
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

describe('<idm-delegation>, <idm-availability> and <idm-proxy-assignments>', () => {
  it('delegation: lists, deletes in place and emits idm-delegation-changed (bubbling, composed)', async () => {
    const element = await mount('idm-delegation');
    const select = 'Select Maria Manager to Eddie User';
    await waitFor(() => expect(inShadow(element, 'input[type="checkbox"]', select)).toBeDefined());
    expect(inShadow(element, 'td', 'Source Repository')).toBeDefined();
    const events: CustomEvent[] = [];
    const record = (event: Event) => events.push(event as CustomEvent);
    document.addEventListener('idm-delegation-changed', record);
    await act(async () => inShadow<HTMLInputElement>(element, 'input[type="checkbox"]', select)?.click());
    await act(async () => inShadow<HTMLButtonElement>(element, 'button', 'Delete (1)')?.click());
    // The question comes with its code, when Delete is pressed.
    const confirm = await waitFor(() => {
      const button = inShadow<HTMLButtonElement>(element, 'dialog button', 'Delete');
      if (!button) throw new Error('no question yet');
      return button;
    });
    await act(async () => confirm.click());
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]?.detail).toEqual({ action: 'deleted', ids: ['7'] });
    expect(events[0]?.bubbles && events[0]?.composed).toBe(true);
    expect(deleted).toEqual([{ delegations: [{ assignmentId: '7' }] }]);
    document.removeEventListener('idm-delegation-changed', record);
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(1);
    element.remove();
  });

  it('availability: shows the status the server answers', async () => {
    const element = await mount('idm-availability');
    await waitFor(() =>
      expect(inShadow(element, 'p', 'Now: unavailable. Your delegates receive your tasks.')).toBeDefined(),
    );
    element.remove();
  });

  it('proxy assignments: lists who acts as whom and deletes in place (idm-proxy-changed)', async () => {
    const element = await mount('idm-proxy-assignments');
    const select = 'Select Paula Proxy for Maria Manager';
    await waitFor(() => expect(inShadow(element, 'input[type="checkbox"]', select)).toBeDefined());
    const events: CustomEvent[] = [];
    const record = (event: Event) => events.push(event as CustomEvent);
    document.addEventListener('idm-proxy-changed', record);
    await act(async () => inShadow<HTMLInputElement>(element, 'input[type="checkbox"]', select)?.click());
    await act(async () => inShadow<HTMLButtonElement>(element, 'button', 'Delete (1)')?.click());
    // The question comes with its code, when Delete is pressed.
    const confirm = await waitFor(() => {
      const button = inShadow<HTMLButtonElement>(element, 'dialog button', 'Delete');
      if (!button) throw new Error('no question yet');
      return button;
    });
    await act(async () => confirm.click());
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]?.detail).toEqual({ action: 'deleted', ids: ['3'] });
    expect(proxyDeleted).toEqual([{ proxyDefinitions: [{ dn: '3' }] }]);
    document.removeEventListener('idm-proxy-changed', record);
    element.remove();
  });
});
