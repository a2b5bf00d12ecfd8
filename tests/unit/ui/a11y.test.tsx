// @vitest-environment happy-dom
import axe from 'axe-core';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AttributeValue } from '../../../src/ui/quick-info/person-parts';
import { ComponentLoader } from '../../../src/ui/ComponentLoader';
import { TableSpinner } from '../../../src/ui/TableSpinner';
import { FeedbackBanner } from '../../../src/ui/banner/FeedbackBanner';
import { CellRenderer } from '../../../src/ui/cells/CellRenderer';
import { DataTable } from '../../../src/ui/table/DataTable';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithCore } from './render-core';

/** axe without the rules that need real layout (contrast) or a whole page (landmarks). */
async function violations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const columns = [
  { column: 'name', displayLabel: 'Name', isSortable: true, isclickable: true },
  { column: 'owners', displayLabel: 'Owners', enableCustomization: true },
];
const owners = ['a', 'b', 'c', 'd'].map((name) => ({ type: 'user', name }));
const rows = [
  { rowId: '1', name: 'Accountant', owners },
  { rowId: '2', name: 'Auditor', owners: owners.slice(0, 1) },
];

describe('accessibility (axe)', () => {
  afterEach(cleanup);

  it('table with selection, bulk actions, sorting, export, chooser and pagination', async () => {
    const { container } = renderWithCore(
      <DataTable
        tableName="roles"
        columns={columns}
        rows={rows}
        multiSelectButtons={[{ btnId: 'delete', btnName: 'Delete' }]}
        sortBy="name"
        sortOrder="asc"
        onSort={() => {}}
        onCellClick={() => {}}
        onSaveColumns={() => {}}
        onRestoreColumns={() => {}}
        exportRows={() => Promise.resolve(rows)}
        page={{ currentPage: 1, pageSize: 2, total: 9, nextIndex: 5 }}
      />,
    );
    await userEvent.click(container.querySelector('tbody input[type="checkbox"]')!);
    expect(await violations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Customize Columns' }));
    expect(await violations(container)).toEqual([]);
  });

  it('empty and loading tables', async () => {
    const empty = renderWithCore(<DataTable tableName="roles" columns={columns} rows={[]} selectable />);
    expect(await violations(empty.container)).toEqual([]);
    const loading = renderWithCore(<DataTable tableName="roles" columns={columns} rows={[]} loading />);
    expect(await violations(loading.container)).toEqual([]);
  });

  it('banner, loaders, cells and attribute values', async () => {
    const { container, core } = renderWithCore(
      <>
        <FeedbackBanner />
        <TableSpinner />
        <ComponentLoader label="Loading sub containers..." />
        <CellRenderer value={owners} heading="Owners" />
        <CellRenderer value="/photo.png" kind="image" heading="Photo" />
        <AttributeValue attributeKey="Email" values="a@example.com" />
      </>,
    );
    act(() => {
      core.feedback.show('danger', {
        success: false,
        succeeded: [],
        failed: [{ name: 'X', reason: 'in use' }],
        sods: [],
      });
      core.feedback.show('success', 'Saved');
    });
    expect(await violations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 4 Owners' }));
    expect(await violations(container)).toEqual([]);
  });
});
