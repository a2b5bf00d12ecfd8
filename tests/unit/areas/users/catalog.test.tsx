// @vitest-environment happy-dom
import { useState } from 'react';
import germanShell from '../../../../src/i18n/de/shell.json';
import germanUsers from '../../../../src/i18n/de/users.json';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserCatalog } from '../../../../src/areas/users/UserCatalog';
import { usersStrings } from '../../../../src/areas/users/strings';
import type { CatalogView } from '../../../../src/areas/users/catalog-model';
import { json, type RecordedCall, type Route } from '../../core/fakes';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithCore, text } from '../../ui/render-core';
import {
  advance,
  areaCore,
  attributeNode,
  byText,
  flush,
  personNode,
  queryByText,
  queryOf,
  usersAnswer,
  violations,
} from './helpers';
import { queryKeys } from '../../../../src/api/keys';

const ANN = personNode('cn=ann,ou=users,o=data', 'Ann Smith', { image: 'data:image/png;base64,iVBORw0KGgo=' });
const BOB = personNode('cn=bob,ou=users,o=data', 'Bob Jones');
const NO_PREFERENCE = () => json({ isPreferenceAvailable: false, columns: [], settingFor: '', openFormInPopUp: false });

/** The list view's table comes with its own chunk: waits until it shows. */
async function tableIn(container: HTMLElement): Promise<HTMLTableElement> {
  await waitFor(() => expect(container.querySelector('thead th')).not.toBeNull());
  await flush();
  return container.querySelector('table')!;
}

/** The advanced search's fields come with their own chunk when the panel opens: waits until they show. */
async function advancedSearchIn(container: HTMLElement): Promise<HTMLFormElement> {
  await waitFor(() => expect(container.querySelector('form.idm-user-catalog-advanced')).not.toBeNull());
  return container.querySelector<HTMLFormElement>('form.idm-user-catalog-advanced')!;
}

function Catalog({ initial = 'card' as CatalogView }) {
  const [view, setView] = useState<CatalogView>(initial);
  return <UserCatalog view={view} onViewChange={setView} />;
}

async function setup(list: Route = () => usersAnswer([ANN, BOB])) {
  const { core, server } = await areaCore({ 'access/users/list': list, 'access/preference': NO_PREFERENCE });
  const calls = () => server.callsTo('access/users/list');
  return { core, server, calls };
}

describe('user catalog', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('lists everyone for an empty query, and searches 1000 ms after typing stops', async () => {
    const { core, calls } = await setup((call) =>
      queryOf(call).get('q') === 'ann' ? usersAnswer([ANN]) : usersAnswer([ANN, BOB]),
    );
    vi.useFakeTimers();
    const { container } = renderWithCore(<Catalog />, core);
    await advance(0);
    expect(calls()).toHaveLength(1);
    expect(queryOf(calls()[0]!).get('q')).toBe('*');
    expect(queryOf(calls()[0]!).get('searchAttr')).toBe('FirstName,LastName,Email,TelephoneNumber');
    expect(text(container.querySelector('.idm-user-card-grid'))).toContain('Ann Smith');

    const search = container.querySelector<HTMLInputElement>('input[type="search"]');
    expect(search?.placeholder).toBe('Search by First Name, Last Name, Email, Telephone Number');
    fireEvent.change(search!, { target: { value: 'an' } });
    await advance(500);
    fireEvent.change(search!, { target: { value: 'ann' } });
    await advance(999);
    expect(calls()).toHaveLength(1);
    await advance(1);
    expect(calls()).toHaveLength(2);
    expect(queryOf(calls()[1]!).get('q')).toBe('ann');
    expect(queryOf(calls()[1]!).get('nextIndex')).toBe('1');
    expect(container.querySelectorAll('.idm-user-card')).toHaveLength(1);

    // Clearing the box lists everyone again (the first answer, from the cache).
    fireEvent.change(search!, { target: { value: '' } });
    await advance(1000);
    expect(container.querySelectorAll('.idm-user-card')).toHaveLength(2);
  });

  it('takes the advanced search attributes from the client settings and sends advSearch', async () => {
    const { core, calls } = await setup();
    core.queryClient.setQueryData(queryKeys.clientSettings('1'), {
      clientId: '1',
      config: {
        access: [],
        branding: [],
        helpdesk: [],
        dashboardAccess: [],
        customization: [
          {
            key: 'searchLookup',
            sectionKey: 'customization',
            value: [
              { key: 'Department', displayLabel: 'Department' },
              { key: 'Title', displayLabel: 'Job Title' },
            ],
          },
        ],
      },
    });
    const { container } = renderWithCore(<Catalog />, core);
    await flush();
    await userEvent.click(byText(container, 'button', 'Advanced Search'));
    const form = await advancedSearchIn(container);
    expect([...form.querySelectorAll('label')].map(text)).toEqual(['Department', 'Job Title']);
    fireEvent.change(form.querySelectorAll('input')[1]!, { target: { value: 'Accountant' } });
    await userEvent.click(byText(form, 'button', 'Search'));
    await waitFor(() => expect(queryOf(calls().at(-1)!).get('advSearch')).toBe('Title:Accountant'));
    expect(queryOf(calls().at(-1)!).get('searchAttr')).toBe('Department,Title');
  });

  it("labels the search attributes with the schema's labels, else with the console's translations", async () => {
    const { core } = await areaCore({
      'access/users/list': () => usersAnswer([ANN]),
      'access/preference': NO_PREFERENCE,
      'access/entities/schema': () =>
        json({ entityName: 'user', attributesList: [attributeNode('LastName', 'Familienname', [])] }),
      'i18n/de/shell.json': () => json(germanShell),
      'i18n/de/users.json': () => json(germanUsers),
    });
    // What the element or the route does before the catalog renders.
    await core.loadNamespaces([usersStrings]);
    await core.setLocale('de');
    const { container } = renderWithCore(<Catalog />, core);
    await flush();
    await userEvent.click(byText(container, 'button', 'Erweiterte Suche'));
    const labels = [...(await advancedSearchIn(container)).querySelectorAll('label')].map(text);
    expect(labels).toEqual(['Vorname', 'Familienname', 'E-Mail', 'Telefonnummer']);
    expect(container.querySelector<HTMLInputElement>('input[type="search"]')?.placeholder).toContain(
      'Vorname, Familienname, E-Mail, Telefonnummer',
    );
  });

  it('switches between cards (photo or the default image) and the list', async () => {
    const { core } = await setup();
    const { container } = renderWithCore(<Catalog />, core);
    await flush();
    const cards = [...container.querySelectorAll('.idm-user-card')];
    expect(cards).toHaveLength(2);
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(cards[1]!.querySelector('.idm-default-user-image')).not.toBeNull();
    // Primary attributes, without the name parts.
    expect(text(cards[0])).toContain('Accountant');
    expect(text(cards[0])).not.toContain('First Name');
    expect(cards[0]!.querySelector('a[href="mailto:ann@example.com"]')).not.toBeNull();
    // The name opens the detail page; the info button the quick info.
    expect(cards[0]!.querySelector('a')?.getAttribute('href')).toBe('#/users/cn%3Dann%2Cou%3Dusers%2Co%3Ddata');
    expect(cards[0]!.querySelector('.idm-quick-info-trigger')?.getAttribute('aria-haspopup')).toBe('dialog');

    const listButton = byText(container, 'button', 'List view');
    expect(listButton.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(listButton);
    await tableIn(container);
    expect(listButton.getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('.idm-user-card')).toBeNull();
    const headers = [...container.querySelectorAll('thead th')].map(text);
    expect(headers.some((h) => h.startsWith('Name'))).toBe(true);
    expect(headers.some((h) => h.startsWith('User ID'))).toBe(true);
    const firstRow = container.querySelector('tbody tr');
    expect(text(firstRow)).toContain('Ann Smith');
    expect(text(firstRow)).toContain('ann');
    expect(queryByText(container, 'button', 'Export CSV')).not.toBeNull();
    expect(queryByText(container, 'button', 'Customize Columns')).not.toBeNull();
  });

  it('uses the saved column preference', async () => {
    const { core } = await areaCore({
      'access/users/list': () => usersAnswer([ANN]),
      'access/preference': () =>
        json({ isPreferenceAvailable: true, columns: ['name', 'Email'], settingFor: '', openFormInPopUp: false }),
    });
    const { container } = renderWithCore(<Catalog initial="users" />, core);
    await tableIn(container);
    const headers = [...container.querySelectorAll('thead th')].map(text).filter((h) => h !== '');
    expect(headers.map((h) => h.replace(/\s.*$/, ''))).toEqual(['Name', 'Email']);
    expect(container.querySelector('tbody a[href="mailto:ann@example.com"]')).not.toBeNull();
  });

  it('exports every page with the current search and sort as CSV', async () => {
    const pageOf = (call: RecordedCall) => {
      const start = Number(queryOf(call).get('nextIndex'));
      if (queryOf(call).get('size') !== '300') return usersAnswer([ANN, BOB]);
      return start === 1
        ? usersAnswer([ANN], { nextIndex: 301, totalSize: 2 })
        : usersAnswer([BOB], { nextIndex: -1, totalSize: 2 });
    };
    const { core, calls } = await setup(pageOf);
    const created: Blob[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:users';
    };
    URL.revokeObjectURL = () => undefined;
    try {
      const { container } = renderWithCore(<Catalog initial="users" />, core);
      await tableIn(container);
      await userEvent.click(byText(container, 'button', /^Name/));
      await flush();
      await userEvent.click(byText(container, 'button', 'Export CSV'));
      await waitFor(() => expect(created).toHaveLength(1));
      const exportCalls = calls().filter((call) => queryOf(call).get('size') === '300');
      expect(exportCalls.map((call) => queryOf(call).get('nextIndex'))).toEqual(['1', '301']);
      expect(
        exportCalls.every((call) => queryOf(call).get('sortOrder') === 'desc' && queryOf(call).get('q') === '*'),
      ).toBe(true);
      const csv = await created[0]!.text();
      expect(csv).toContain('Ann Smith');
      expect(csv).toContain('Bob Jones');
    } finally {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });

  it("says 'Failed to fetch users list.' when the list cannot be loaded", async () => {
    const { core } = await setup(() => json({ Fault: { Code: { Value: 'Receiver' }, Reason: { Text: 'boom' } } }, 500));
    const { container } = renderWithCore(<Catalog />, core);
    await waitFor(() =>
      expect(text(container.querySelector('[role="alert"] .idm-load-failure-text'))).toBe(
        'Failed to fetch users list.',
      ),
    );
  });

  it('Try again after a failed list shows the users', async () => {
    let down = true;
    const { core } = await setup(() =>
      down ? json({ Fault: { Code: { Value: 'Sender' }, Reason: { Text: 'no' } } }, 403) : usersAnswer([ANN, BOB]),
    );
    const { container } = renderWithCore(<Catalog />, core);
    await waitFor(() => expect(container.querySelector('[role="alert"]')).not.toBeNull());
    down = false;
    await userEvent.click(
      within(container.querySelector('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    await waitFor(() => expect(text(container)).toContain('Bob'));
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('above the max user search shows the total and the warning instead of a list it could not page to the end', async () => {
    const { core } = await setup(() =>
      usersAnswer([], { totalSize: 1200, totalCount: 1200, maxUserSearch: 1000, nextIndex: -1 }),
    );
    const { container } = renderWithCore(<Catalog />, core);
    await flush();
    expect(text(container.querySelector('.alert-warning'))).toBe(
      'Too many users to display, Please refine your search.',
    );
    expect(text(container.querySelector('.idm-user-catalog-count'))).toBe('Total: 1200');
    expect(container.querySelector('.idm-pagination-range')).toBeNull();
    expect(container.querySelector('.idm-user-catalog-empty')).toBeNull();
  });

  it('at or below the max user search lists the users and pages through the whole total, with no warning', async () => {
    const { core } = await setup(() =>
      usersAnswer([ANN, BOB], { totalSize: 1000, totalCount: 1000, maxUserSearch: 1000, nextIndex: 3 }),
    );
    const { container } = renderWithCore(<Catalog />, core);
    await flush();
    expect(container.querySelector('.alert-warning')).toBeNull();
    expect(text(container.querySelector('.idm-user-catalog-count'))).toBe('Total: 1000');
    expect(text(container.querySelector('.idm-pagination-range'))).toBe('Showing 1 - 10 of 1000');
  });

  it('has no axe violations in either view', async () => {
    const { core } = await setup();
    const cards = renderWithCore(<Catalog />, core);
    await flush();
    expect(await violations(cards.container)).toEqual([]);
    const list = renderWithCore(<Catalog initial="users" />, core);
    await tableIn(list.container);
    expect(await violations(list.container)).toEqual([]);
  });
});
