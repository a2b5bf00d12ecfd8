// @vitest-environment happy-dom
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, resetCore } from '../../../../src/core';
import { CONSOLE_BASE, CONTEXT_JSON, SESSION_COOKIE, fakeFetch, json, testEnv, type TestEnv } from '../../core/fakes';
import { text } from '../../ui/render-core';
import { waitFor } from '@testing-library/react';

const MARIA = 'cn=mmanager,ou=users,o=data';
const EVE = 'cn=euser,ou=users,o=data';
const orgNode = (dn: string, fullName: string) => ({
  dn,
  fullName,
  emailAttribute: '',
  primaryAttrsDisplayValue: '',
  totalNumberOfReportees: 0,
});

let env: TestEnv;
let server: ReturnType<typeof fakeFetch>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  server = fakeFetch({
    LoadContextConfigServlet: () => json(CONTEXT_JSON),
    'supportedlocales/defaultlocale': () => json('en'),
    'supportedlocales/userlocale': () => json('en'),
    'i18n/': () => json({}),
    'display/settings/general': () => json({}),
    'administration/igConfig': () => json({}),
    'config/clients': () => json({ clientId: '1', config: {} }),
    'info/user/rights': () => json({ authorized: true, clientId: '1' }),
    'relationships/list': () => json({ relationships: [{ key: 'manager', displayName: 'Manager' }], nextIndex: -1 }),
    'orgChart/v2': (call) => {
      const entity = new URL(call.url).searchParams.get('entityDN');
      return json({
        userQuickInfo: orgNode(entity ?? MARIA, entity === EVE ? 'Eddie User' : 'Maria Manager'),
        reportees: entity ? [] : [orgNode(EVE, 'Eddie User')],
        managers: [],
        nextIndex: -1,
      });
    },
    'orgChart/target/list': () => json({ managers: [], nextIndex: -1 }),
  });
  env = testEnv(server.fetch, SESSION_COOKIE);
  configure({ consoleBase: CONSOLE_BASE, env });
  await import('../../../../elements/idm-orgchart');
});

afterAll(() => resetCore());

async function mount(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = document.createElement('idm-orgchart');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await act(async () => {
    document.body.append(element);
  });
  return element;
}

const shadowButton = (element: HTMLElement, name: string) =>
  [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find(
    (b) => (b.getAttribute('aria-label') ?? text(b)) === name,
  );

describe('<idm-orgchart>', () => {
  it('emits idm-request-for { dn, name }, then idm-navigate to request access unless cancelled', async () => {
    const element = await mount();
    await waitFor(() => expect(shadowButton(element, 'Request for this person (Eddie User)')).toBeDefined());
    const events: { type: string; detail: unknown }[] = [];
    const record = (event: Event) => events.push({ type: event.type, detail: (event as CustomEvent).detail });
    document.addEventListener('idm-request-for', record);
    document.addEventListener('idm-navigate', record);

    await act(async () => shadowButton(element, 'Request for this person (Eddie User)')?.click());
    expect(events).toEqual([
      { type: 'idm-request-for', detail: { dn: EVE, name: 'Eddie User' } },
      { type: 'idm-navigate', detail: { href: `#/requests?recipient=${encodeURIComponent(EVE)}` } },
    ]);
    expect(env.location.assigned.at(-1)).toBe(`#/requests?recipient=${encodeURIComponent(EVE)}`);

    events.length = 0;
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('idm-request-for', stop);
    await act(async () => shadowButton(element, 'Request for this person (Eddie User)')?.click());
    expect(events.map((e) => e.type)).toEqual(['idm-request-for']);
    document.removeEventListener('idm-request-for', stop);
    document.removeEventListener('idm-request-for', record);
    document.removeEventListener('idm-navigate', record);
    element.remove();
  });

  it('starts at entity-dn and adopts its styles', async () => {
    const element = await mount({ 'entity-dn': EVE });
    await waitFor(() =>
      expect(text(element.shadowRoot?.querySelector('.idm-org-node.person .idm-org-name'))).toBe('Eddie User'),
    );
    expect(server.callsTo(`entityDN=${encodeURIComponent(EVE)}`).length).toBeGreaterThan(0);
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(1);
    element.remove();
  });
});
