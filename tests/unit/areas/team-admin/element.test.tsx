// @vitest-environment happy-dom
import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, resetCore } from '../../../../src/core';
import { CONSOLE_BASE, CONTEXT_JSON, SESSION_COOKIE, fakeFetch, json, testEnv } from '../../core/fakes';
import { text } from '../../ui/render-core';

const TEAM = 'cn=Mentors,cn=TeamDefs,o=system';
const TEAM_NODE = { dn: TEAM, name: 'Mentors', description: '', domainTypes: ['P'], requestors: [], recipients: [] };

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
    'access/teams/managelist': () => json({ teams: [TEAM_NODE], nextIndex: -1, totalCount: 1 }),
    'access/teams/team/permissions': () => json({ permissionsList: [], totalSize: 0 }, 201),
    'access/teams/team': () => json(TEAM_NODE, 201),
    'rest/access/teams': () => json({ success: true, succeeded: [{ dn: TEAM, name: 'Mentors' }], failed: [] }),
    preference: () => json({}),
  });
  configure({ consoleBase: CONSOLE_BASE, env: testEnv(server.fetch, SESSION_COOKIE) });
  await import('../../../../elements/idm-team-admin');
});

afterAll(() => resetCore());

async function mount(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = document.createElement('idm-team-admin');
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

describe('<idm-team-admin>', () => {
  it('deletes in place and emits idm-team-changed (bubbling, composed); its stylesheets are adopted', async () => {
    const element = await mount();
    await waitFor(() => expect(inShadow(element, 'input[type="checkbox"]', 'Select Mentors')).toBeDefined());
    expect(text(element.shadowRoot!.querySelector('tbody tr') as HTMLElement)).toContain('Provisioning requests');
    const events: CustomEvent[] = [];
    const record = (event: Event) => events.push(event as CustomEvent);
    document.addEventListener('idm-team-changed', record);
    await act(async () => inShadow<HTMLInputElement>(element, 'input[type="checkbox"]', 'Select Mentors')?.click());
    await act(async () => inShadow<HTMLButtonElement>(element, 'button', 'Delete (1)')?.click());
    // The question comes with its code, when Delete is pressed.
    const confirm = await waitFor(() => {
      const button = inShadow<HTMLButtonElement>(element, 'dialog button', 'Delete');
      if (!button) throw new Error('no question yet');
      return button;
    });
    await act(async () => confirm.click());
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]?.detail).toEqual({ action: 'deleted', dns: [TEAM] });
    expect(events[0]?.bubbles && events[0]?.composed).toBe(true);
    document.removeEventListener('idm-team-changed', record);
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(1);
    element.remove();
  });

  it('team-dn opens that team first', async () => {
    const element = await mount({ 'team-dn': TEAM });
    await waitFor(() => expect(inShadow(element, 'h2', 'Mentors')).toBeDefined());
    expect(element.shadowRoot?.querySelector('[part="team-permissions"]')).not.toBeNull();
    element.remove();
  });
});
