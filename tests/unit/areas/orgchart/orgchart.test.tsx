// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrgChartView } from '../../../../src/areas/orgchart/OrgChartView';
import { OrgChartWidget } from '../../../../src/areas/orgchart/OrgChartWidget';
import { moveFocus } from '../../../../src/areas/orgchart/org-keyboard';
import { managerLevels } from '../../../../src/areas/orgchart/org-layout';
import { readOrgChartNode, type OrgChartNode } from '../../../../src/api/people';
import { CONTEXT_JSON, json, type RecordedCall, type Route } from '../../core/fakes';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { text } from '../../ui/render-core';
import { renderArea, violations } from '../profile/harness';

afterEach(cleanup);

const dnOf = (name: string) => `cn=${name.toLowerCase().replace(/\s+/g, '')},ou=users,o=data`;

function node(name: string, extra: Record<string, unknown> = {}) {
  return {
    dn: dnOf(name),
    entityKey: dnOf(name),
    entityDefinitionKey: 'user',
    fullName: name,
    image: '',
    emailAttribute: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    primaryAttrsDisplayValue: `${name} title`,
    totalNumberOfReportees: 0,
    ...extra,
  };
}

const TEAM = Array.from({ length: 1000 }, (_, i) => node(`Report ${String(i + 1).padStart(4, '0')}`));

/** Maria in the middle under Mia (under Ryan), with 1,000 direct reports served in pages. */
function orgRoutes(overrides: Record<string, Route> = {}): Record<string, Route> {
  return {
    LoadContextConfigServlet: () => json(CONTEXT_JSON),
    'relationships/list': () =>
      json({
        relationships: [
          { key: 'manager', displayName: 'Manager', relationshipType: 'orgchart' },
          { key: 'team', displayName: 'Team', relationshipType: 'team-management' },
        ],
        nextIndex: -1,
        total: 2,
      }),
    'orgChart/v2': (call: RecordedCall) => {
      const url = new URL(call.url);
      const entity = url.searchParams.get('entityDN');
      if (entity && entity !== dnOf('Maria Manager')) {
        return json({
          userQuickInfo: node('Mia Thompson', { dn: entity }),
          reportees: [node('Maria Manager')],
          totalNumberOfReportees: 1,
          managers: [],
          nextIndex: -1,
        });
      }
      const start = Number(url.searchParams.get('nextIndex') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 10);
      const page = TEAM.slice(start - 1, start - 1 + size);
      const end = start - 1 + page.length;
      return json({
        userQuickInfo: node('Maria Manager', { totalNumberOfReportees: TEAM.length }),
        reportees: page,
        totalNumberOfReportees: TEAM.length,
        managers: [
          node('Mia Thompson', { directReportee: dnOf('Maria Manager') }),
          node('Ryan Smith', { directReportee: dnOf('Mia Thompson') }),
        ],
        nextIndex: end < TEAM.length ? end + 1 : -1,
        size,
      });
    },
    'orgChart/target/list': (call: RecordedCall) =>
      new URL(call.url).searchParams.get('dn') === dnOf('Mia Thompson')
        ? json({
            userQuickInfo: node('Mia Thompson'),
            managers: [node('Ryan Smith', { directReportee: dnOf('Mia Thompson') })],
            nextIndex: -1,
            total: 1,
          })
        : json({
            userQuickInfo: node('Maria Manager'),
            managers: [node('Mia Thompson', { directReportee: dnOf('Maria Manager') })],
            nextIndex: -1,
            total: 1,
          }),
    ...overrides,
  };
}

function focusedText(): string {
  return text(document.activeElement);
}

async function renderChart(props: Partial<Parameters<typeof OrgChartView>[0]> = {}, routes = orgRoutes()) {
  const onFocusPerson = vi.fn();
  const onRequestFor = vi.fn();
  const view = await renderArea(
    <OrgChartView onFocusPerson={onFocusPerson} onRequestFor={onRequestFor} {...props} />,
    routes,
  );
  await waitFor(() =>
    expect(view.container.querySelectorAll('.idm-org-row.reports .idm-org-node').length).toBeGreaterThan(0),
  );
  return { ...view, onFocusPerson, onRequestFor };
}

const rowNames = (container: HTMLElement, kind: string) =>
  [...container.querySelectorAll(`.idm-org-row.${kind} .idm-org-name`)].map((b) => text(b));

/**
 * 'Request for this person' with the person's name after it (visually hidden). happy-dom gives <bdi> no
 * display, so Testing Library puts spaces around the name that a browser does not.
 */
const requestForButton = (container: HTMLElement, name: string) =>
  within(container).getByRole('button', { name: new RegExp(`^Request for this person \\(\\s*${name}\\s*\\)$`) });

describe('org chart', () => {
  it('renders the managers above, the person and the first page of direct reports', async () => {
    const view = await renderChart();
    expect(rowNames(view.container, 'above')).toEqual(['Ryan Smith']);
    expect(rowNames(view.container, 'levelUp')).toEqual(['Mia Thompson']);
    expect(rowNames(view.container, 'person')).toEqual(['Maria Manager']);
    expect(rowNames(view.container, 'reports')).toHaveLength(20);
    const person = view.container.querySelector('.idm-org-node.person');
    expect(person?.querySelector('[aria-current=true]')).not.toBeNull();
    expect(person?.querySelector('a[href^="mailto:"]')?.getAttribute('href')).toBe('mailto:maria@example.com');
    expect(person?.querySelector('a[href^="#/users/"]')?.getAttribute('href')).toBe(
      `#/users/${encodeURIComponent(dnOf('Maria Manager'))}`,
    );
    expect(text(person?.querySelector('.idm-org-primary'))).toBe('Maria Manager title');
    expect(person?.querySelector('svg.idm-default-user-image')).not.toBeNull();
    expect(text(view.container.querySelector('.idm-org-showing'))).toBe('Showing 20 of 1000 direct reports');
    const first = view.server.callsTo('orgChart/v2')[0]!;
    expect(new URL(first.url).searchParams.getAll('relationshipKeys')).toEqual(['manager']);
    expect(new URL(first.url).searchParams.get('nextIndex')).toBe('1');
    expect(new URL(first.url).searchParams.get('size')).toBe('20');
  });

  it("pages a team of 1,000 with 'Show more' from the answer's nextIndex", async () => {
    const view = await renderChart();
    await userEvent.click(within(view.container).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rowNames(view.container, 'reports')).toHaveLength(40));
    const second = view.server.callsTo('orgChart/v2')[1]!;
    expect(new URL(second.url).searchParams.get('nextIndex')).toBe('21');
    expect(new URL(second.url).searchParams.get('size')).toBe('20');
    expect(rowNames(view.container, 'reports').slice(19, 21)).toEqual(['Report 0020', 'Report 0021']);
    expect(text(view.container.querySelector('.idm-org-showing'))).toBe('Showing 40 of 1000 direct reports');
    // Only one person button is in the tab order, however many are shown.
    expect(view.container.querySelectorAll('[data-org-node][tabindex="0"]')).toHaveLength(1);
  });

  it('moves with the arrow keys: Down = first report, Left/Right = siblings, Up = manager', async () => {
    const view = await renderChart();
    const personButton = within(view.container).getByRole('button', { name: 'Maria Manager' });
    expect(personButton.tabIndex).toBe(0);
    act(() => personButton.focus());
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(focusedText()).toBe('Report 0001');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(focusedText()).toBe('Report 0003');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(focusedText()).toBe('Report 0002');
    expect((document.activeElement as HTMLElement).tabIndex).toBe(0);
    expect(personButton.tabIndex).toBe(-1);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(focusedText()).toBe('Report 0020');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(focusedText()).toBe('Report 0001');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(focusedText()).toBe('Maria Manager');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(focusedText()).toBe('Mia Thompson');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(focusedText()).toBe('Ryan Smith');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(focusedText()).toBe('Mia Thompson');
  });

  it('Enter (a click) on a person puts them in the middle', async () => {
    const view = await renderChart();
    await userEvent.click(within(view.container).getByRole('button', { name: 'Mia Thompson' }));
    expect(view.onFocusPerson).toHaveBeenCalledWith(dnOf('Mia Thompson'));
    await userEvent.click(within(view.container).getByRole('button', { name: 'Maria Manager' }));
    expect(view.onFocusPerson).toHaveBeenCalledTimes(1);
  });

  it("'Request for this person' hands over the person", async () => {
    const view = await renderChart();
    await userEvent.click(requestForButton(view.container, 'Report 0002'));
    expect(view.onRequestFor).toHaveBeenCalledWith({ dn: dnOf('Report 0002'), name: 'Report 0002' });
  });

  it('switches relationships from the server list', async () => {
    const view = await renderChart();
    expect([...view.container.querySelectorAll('select option')].map((o) => text(o))).toEqual(['Manager', 'Team']);
    await userEvent.selectOptions(view.container.querySelector('select')!, 'team');
    await waitFor(() => expect(view.server.callsTo('relationshipKeys=team').length).toBeGreaterThan(0));
    expect(view.server.callsTo('orgChart/target/list').some((c) => c.url.includes('relationshipkey=team'))).toBe(true);
  });

  it('has no axe violations', async () => {
    const view = await renderChart();
    expect(await violations(view.container)).toEqual([]);
  });
});

describe('org chart widget (the element content)', () => {
  it('moves the chart inside the widget and sends Request for through the host, then navigates unless stopped', async () => {
    const onNavigate = vi.fn();
    const allow = vi.fn(() => true);
    const view = await renderArea(<OrgChartWidget onNavigate={onNavigate} onRequestFor={allow} />, orgRoutes());
    await waitFor(() => requestForButton(view.container, 'Report 0001'));
    await userEvent.click(requestForButton(view.container, 'Report 0001'));
    expect(allow).toHaveBeenCalledWith({ dn: dnOf('Report 0001'), name: 'Report 0001' });
    expect(onNavigate).toHaveBeenCalledWith(`#/requests?recipient=${encodeURIComponent(dnOf('Report 0001'))}`);

    allow.mockReturnValue(false);
    await userEvent.click(requestForButton(view.container, 'Report 0002'));
    expect(onNavigate).toHaveBeenCalledTimes(1);

    await userEvent.click(within(view.container).getByRole('button', { name: 'Mia Thompson' }));
    await waitFor(() => expect(rowNames(view.container, 'person')).toEqual(['Mia Thompson']));
    await waitFor(() => expect(focusedText()).toBe('Mia Thompson'));
    // The level-up options of the new person come after the chart (they add a row above): the focus stays.
    await waitFor(() =>
      expect(view.server.callsTo(`orgChart/target/list?dn=${encodeURIComponent(dnOf('Mia Thompson'))}`)).toHaveLength(
        1,
      ),
    );
    await waitFor(() => expect(rowNames(view.container, 'levelUp')).toEqual(['Ryan Smith']));
    expect(document.activeElement).toBe(view.container.querySelector('.idm-org-node.person .idm-org-name'));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('links to details through the host', async () => {
    const onNavigate = vi.fn();
    const view = await renderArea(<OrgChartWidget onNavigate={onNavigate} onRequestFor={() => true} />, orgRoutes());
    await waitFor(() => expect(within(view.container).queryByRole('button', { name: 'Maria Manager' })).not.toBeNull());
    await userEvent.click(view.container.querySelector('.idm-org-node.person a[href^="#/users/"]')!);
    expect(onNavigate).toHaveBeenCalledWith(`#/users/${encodeURIComponent(dnOf('Maria Manager'))}`);
  });
});

describe('org chart rules', () => {
  it('moveFocus mirrors Left/Right right-to-left and stays inside rows', () => {
    const rows = [1, 1, 3];
    expect(moveFocus({ row: 2, index: 0 }, 'ArrowLeft', rows, { dir: 'rtl' })).toEqual({ row: 2, index: 1 });
    expect(moveFocus({ row: 2, index: 0 }, 'ArrowLeft', rows)).toBeNull();
    expect(moveFocus({ row: 2, index: 2 }, 'ArrowDown', rows)).toBeNull();
    expect(moveFocus({ row: 0, index: 0 }, 'ArrowUp', rows)).toBeNull();
    expect(moveFocus({ row: 1, index: 0 }, 'ArrowDown', rows)).toEqual({ row: 2, index: 0 });
  });

  it('managerLevels builds the chain above from directReportee', () => {
    const n = (name: string, below: string | null) =>
      readOrgChartNode(node(name, below ? { directReportee: dnOf(below) } : {})) as OrgChartNode;
    const levels = managerLevels(dnOf('Maria Manager'), [
      n('Ryan Smith', 'Mia Thompson'),
      n('Mia Thompson', 'Maria Manager'),
    ]);
    expect(levels.map((l) => l.map((m) => m.fullName))).toEqual([['Mia Thompson'], ['Ryan Smith']]);
    const options = managerLevels(dnOf('Eve'), [n('A', 'Eve'), n('B', 'Eve')]);
    expect(options.map((l) => l.length)).toEqual([2]);
  });
});
