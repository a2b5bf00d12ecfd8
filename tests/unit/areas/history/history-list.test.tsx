// @vitest-environment happy-dom
import '../../setup/act-environment';
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { formatDate } from '../../../../src/domain/date-format';
import { loadDateLocale } from '../../../../src/ui/dates/date-locale';
import { HistoryListView } from '../../../../src/areas/history/HistoryListView';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { text } from '../../ui/render-core';
import { axeViolations, historyServer, lastListQuery, renderHistory, request, settle } from './harness';
const checkbox = (container: ParentNode, label: string) =>
  [...container.querySelectorAll('label')].find((l) => text(l) === label)!.querySelector('input')!;

describe('request history list', () => {
  afterEach(cleanup);

  it('shows the spec columns with status text and icon', async () => {
    const { container, server } = renderHistory(<HistoryListView pageSize={10} />);
    await settle();
    expect(lastListQuery(server)).toEqual({
      nextIndex: '1',
      size: '10',
      q: '*',
      sortBy: 'requestDate',
      sortOrder: 'desc',
    });
    const headers = [...container.querySelectorAll('thead th')].map((th) => text(th));
    expect(headers).toEqual(['Type', 'Name', 'Status', 'Recipient', 'Request Date']);
    const rows = [...container.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => text(td)),
    );
    expect(rows[0]).toEqual(['Role', 'Role 1', 'Approval Pending', 'Eve User', formatDate(Date.UTC(2025, 1, 3, 8, 0))]);
    expect(rows[1]?.slice(0, 3)).toEqual(['Resource', 'Role 2', 'Provisioned']);
    expect(container.querySelector('td[data-column="status"] svg')?.getAttribute('data-icon')).toBe('running');
    expect(text(container.querySelector('.idm-list-count'))).toBe('Total: 2');
  });

  it('applies status groups, action, type, role/resource and PRD status filters', async () => {
    const { container, server } = renderHistory(<HistoryListView pageSize={10} />);
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    // The panel's code comes when it is first opened.
    await screen.findByRole('button', { name: 'Apply' });
    const form = container.querySelector('form.history-filters')!;
    await userEvent.click(checkbox(form, 'Running and pending'));
    await userEvent.click(checkbox(form, 'Terminated'));
    await userEvent.click(checkbox(form, 'Revoke'));
    await userEvent.selectOptions(form.querySelector('select')!, 'resource');
    await userEvent.click(checkbox(form, 'Denied'));
    await userEvent.click(checkbox(form, 'Refused'));
    await userEvent.click(within(form as HTMLElement).getByRole('button', { name: 'Apply' }));
    await settle();
    expect(lastListQuery(server)).toMatchObject({
      status: 'running_pending_p0,terminated_p2,denied,5',
      action: 'revoke',
      type: 'resource',
      nextIndex: '1',
    });
    expect(screen.queryByRole('button', { name: 'Filters (6)' })).not.toBeNull();
  });

  it('sorts and pages', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => request(String(i + 1)));
    const server = historyServer(rows, { total: 30, nextIndex: 11 });
    renderHistory(<HistoryListView pageSize={10} />, { server });
    await settle();
    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await settle();
    expect(lastListQuery(server)).toMatchObject({ sortBy: 'name', sortOrder: 'asc', nextIndex: '1' });
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await settle();
    expect(lastListQuery(server)).toMatchObject({ sortBy: 'name', nextIndex: '11' });
  });

  it("shows dates in the console's language and people's text in its own direction", async () => {
    const german = await loadDateLocale('de');
    const server = historyServer([request('1', { name: 'תפקיד', recipientName: 'Ünal Öz' })]);
    const { container, core } = renderHistory(<HistoryListView pageSize={10} />, { server });
    act(() => core.stores.$locale.set({ ...core.stores.$locale.get(), locale: 'de' }));
    await settle();
    const cell = (column: string) => container.querySelector(`td[data-column="${column}"]`)!;
    expect(text(cell('requestDate'))).toBe(formatDate(Date.UTC(2025, 1, 3, 8, 0), undefined, german));
    expect(text(cell('requestDate'))).toContain('Feb.');
    expect(cell('name').querySelector('[dir="auto"]')?.textContent).toBe('תפקיד');
    expect(cell('recipientName').querySelector('[dir="auto"]')?.textContent).toContain('Ünal Öz');
  });

  it('opens a request from its name', async () => {
    const { container, navigation } = renderHistory(<HistoryListView pageSize={10} />);
    await settle();
    const link = container.querySelector<HTMLAnchorElement>('td[data-column="name"] a')!;
    expect(link.getAttribute('href')).toBe('#/history/role/1');
    await userEvent.click(link);
    expect(navigation.openRequest).toHaveBeenCalledWith('role', '1');
  });

  it("lets team managers see their teams' requests, or one member's", async () => {
    const server = historyServer(undefined, {
      teams: [{ dn: 'cn=support,o=data', name: 'Support' }],
      members: [{ dn: 'cn=sam,o=data', name: 'Sam' }],
    });
    const { container } = renderHistory(<HistoryListView pageSize={10} />, { server });
    await settle();
    await userEvent.click(await screen.findByRole('button', { name: 'Team requests' }));
    await settle();
    // Every managed team's requests: the team history without a member.
    expect(server.list.mock.calls.at(-1)?.slice(1)).toEqual(['team', {}]);
    const [team] = container.querySelectorAll('.idm-team-scope select');
    await userEvent.selectOptions(team!, 'cn=support,o=data');
    await settle();
    await userEvent.selectOptions(container.querySelectorAll('.idm-team-scope select')[1]!, 'cn=sam,o=data');
    await settle();
    expect(server.list.mock.calls.at(-1)?.slice(1)).toEqual(['team', { dn: 'cn=sam,o=data' }]);
    expect(text(container.querySelector('h2'))).toBe('Team Request History');
  });

  it('is axe-clean with the filters open', async () => {
    const server = historyServer(undefined, { teams: [{ dn: 'cn=t,o=data', name: 'T' }] });
    const { container } = renderHistory(<HistoryListView pageSize={10} />, { server });
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await screen.findByRole('button', { name: 'Apply' });
    await userEvent.click(await screen.findByRole('button', { name: 'Team requests' }));
    await settle();
    expect(await axeViolations(container)).toEqual([]);
  });
});
