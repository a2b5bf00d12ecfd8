// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CellRenderer } from '../../../src/ui/cells/CellRenderer';
import { safeImageSrc } from '../../../src/ui/cells/cell-values';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithCore, text } from './render-core';

const owners = [
  { type: 'user', name: 'cn=ablake,ou=users,o=data' },
  { type: 'group', name: 'cn=Finance,ou=groups,o=data' },
  { type: 'container', dn: 'ou=users,o=data' },
  { type: 'role', displayName: 'Auditor' },
];

describe('CellRenderer', () => {
  afterEach(cleanup);

  it('renders text', () => {
    const { container } = renderWithCore(<CellRenderer value="Plain <b>text</b>" heading="Name" />);
    expect(container.textContent).toBe('Plain <b>text</b>');
    expect(container.querySelector('b')).toBeNull();
  });

  it("renders a timestamp as 'MMM d, y h:mm a'", () => {
    const at = new Date(2024, 2, 5, 14, 7).getTime();
    const { container } = renderWithCore(<CellRenderer value={at} kind="timestamp" heading="Request date" />);
    expect(text(container.querySelector('time'))).toBe('Mar 5, 2024 2:07 PM');
  });

  it('renders an image with alt text, and no image for an unsafe source', () => {
    const first = renderWithCore(
      <CellRenderer value="/photos/ablake.png" kind="image" heading="Photo" imageAlt="Alice Blake" />,
    );
    expect(first.container.querySelector('img')?.getAttribute('alt')).toBe('Alice Blake');
    const second = renderWithCore(<CellRenderer value="javascript:alert(1)" kind="image" heading="Photo" />);
    expect(second.container.querySelector('img')).toBeNull();
    expect(safeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safeImageSrc('data:text/html;base64,PHNjcmlwdD4=')).toBeNull();
    expect(safeImageSrc('data:image/svg+xml;base64,PHN2Zy8+')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(safeImageSrc('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
  });

  it('lists up to 3 items with icons and hidden type labels, DNs by common name', () => {
    const { container } = renderWithCore(<CellRenderer value={owners.slice(0, 3)} heading="Owners" />);
    const items = [...container.querySelectorAll('li')];
    expect(items.map((li) => text(li))).toEqual(['User: ablake', 'Group: Finance', 'Container: users']);
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);
    expect(container.querySelector('button')).toBeNull();
  });

  it("collapses more than 3 items to the first 2 and '...', which opens a dialog listing all", async () => {
    const { container } = renderWithCore(<CellRenderer value={owners} heading="Owners" />);
    const inline = [...container.querySelectorAll('ul.idm-cell-items:not(.all) > li')];
    expect(inline.map((li) => text(li))).toEqual(['User: ablake', 'Group: Finance', '...']);
    expect(screen.getAllByRole('button', { name: /^Show all/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Show all 4 Owners' })).toBeTruthy();
    expect(container.querySelector('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show all 4 Owners' }));
    // The dialog's code comes when it first opens.
    await screen.findByRole('dialog');
    const dialog = container.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Owners' })).toBe(dialog);
    expect([...(dialog?.querySelectorAll('li') ?? [])].map((li) => text(li))).toEqual([
      'User: ablake',
      'Group: Finance',
      'Container: users',
      'Role: Auditor',
    ]);
  });

  it('closes the list dialog with Esc and gives focus back to the ... button', async () => {
    const { container } = renderWithCore(<CellRenderer value={owners} heading="Owners" />);
    const more = screen.getByRole('button', { name: 'Show all 4 Owners' });
    more.focus();
    await userEvent.click(more);
    const dialog = container.querySelector('dialog');
    act(() => {
      dialog?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    expect(container.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(more);
  });
});
