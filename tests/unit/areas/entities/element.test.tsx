// @vitest-environment happy-dom
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { configure, resetCore } from '../../../../src/core';
import { elementTags } from '../../../../elements/tags';
import { CONSOLE_BASE, CONTEXT_JSON, SESSION_COOKIE, fakeFetch, json, testEnv } from '../../core/fakes';
import { text } from '../../ui/render-core';

const DN = 'cn=Berlin Headquarters,ou=locations,ou=entities,o=data';
const DEFINITION = {
  key: 'location',
  display: 'Location',
  isCreatable: true,
  isEditable: true,
  isRemovable: true,
  namingAttribute: 'cn',
  isOrgChart: true,
  count: 1,
  attributes: [
    { key: 'cn', displayLabel: 'Name', dataType: 'String', isSearchable: true, isSortable: true, isRequired: true },
    { key: 'city', displayLabel: 'City', dataType: 'String', isSearchable: true, isSortable: true },
  ],
};
const ITEM = {
  dn: DN,
  attributes: [
    { key: 'cn', attributeValues: [{ $: 'Berlin Headquarters', value: 'Berlin Headquarters' }] },
    { key: 'city', attributeValues: [{ $: 'Berlin', value: 'Berlin' }] },
  ],
};
const deleted: unknown[] = [];

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
    'entities/definitions': (call) =>
      call.url.includes('key=') ? json(DEFINITION) : json({ definitions: [DEFINITION] }),
    'entities/list': () => json({ entityList: [ITEM], nextIndex: -1, totalCount: 1 }),
    'entities/item': (call) => {
      if (call.method === 'DELETE') deleted.push(JSON.parse(call.body ?? 'null'));
      return json({ key: 'location', dn: DN, count: 1 });
    },
    preference: () => json({}),
  });
  configure({ consoleBase: CONSOLE_BASE, env: testEnv(server.fetch, SESSION_COOKIE) });
  await import('../../../../elements/idm-entity-catalog');
});

afterAll(() => resetCore());

async function mount(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = document.createElement('idm-entity-catalog');
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

describe('<idm-entity-catalog>', () => {
  it('is one of the package’s tags', () => {
    expect(elementTags).toContain('idm-entity-catalog');
  });

  it('marks an item deleted, says so, deletes on Save and emits idm-entity-changed (bubbling, composed)', async () => {
    const element = await mount({ 'entity-key': 'location' });
    await waitFor(() =>
      expect(inShadow(element, 'input[type="checkbox"]', 'Select Berlin Headquarters')).toBeDefined(),
    );
    const events: CustomEvent[] = [];
    const record = (event: Event) => events.push(event as CustomEvent);
    document.addEventListener('idm-entity-changed', record);
    await act(async () =>
      inShadow<HTMLInputElement>(element, 'input[type="checkbox"]', 'Select Berlin Headquarters')?.click(),
    );
    await act(async () => inShadow<HTMLButtonElement>(element, 'button', 'Delete (1)')?.click());
    // The marks' bar comes with its own chunk (asked for when the row was selected).
    await waitFor(() =>
      expect(text(element.shadowRoot?.querySelector('[part=staged]') as HTMLElement)).toContain(
        'Entity deleted. Click Save to persist the changes.',
      ),
    );
    expect(deleted).toEqual([]);
    await act(async () => inShadow<HTMLButtonElement>(element, '[part=staged] button', 'Save')?.click());
    await waitFor(() => expect(events).toHaveLength(1));
    expect(deleted).toEqual([{ items: [{ key: 'location', dn: DN }], count: 1 }]);
    expect(events[0]?.detail).toEqual({ action: 'deleted', entityKey: 'location', dns: [DN] });
    expect(events[0]?.bubbles && events[0]?.composed).toBe(true);
    document.removeEventListener('idm-entity-changed', record);
    element.remove();
  });

  it('entity-key and entity-dn open that item first', async () => {
    const element = await mount({ 'entity-key': 'location', 'entity-dn': DN });
    await waitFor(() => expect(inShadow(element, 'h2', 'Berlin Headquarters')).toBeDefined());
    expect(element.shadowRoot?.querySelector('[part=entity-facts]')?.textContent).toContain('Berlin');
    element.remove();
  });
});
