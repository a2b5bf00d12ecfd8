// @vitest-environment happy-dom
import '../../setup/act-environment';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, type RecordedCall } from '../../core/fakes';
import { bodyOf, roleAdminSetup, settle } from './harness';

const DUPLICATE = {
  Fault: {
    Code: { Value: 'Sender', Subcode: { Value: 'EXISTING_ENTITY' } },
    Reason: { Text: 'Invalid input: a role category named IT exists already.' },
  },
};

/** The categories dialog of the role list, on a fake server that keeps the categories it is told about. */
async function categoriesSetup(fail = false) {
  let categories = [{ id: 'it', name: 'IT' }];
  const setup = await roleAdminSetup({
    'info/user/rights': () => json({ isAdmin: true }),
    'catalog/roleCategories': () => json({ categories, total: categories.length }),
    'catalog/roles/category': (call: RecordedCall) => {
      const body = bodyOf(call) as { name?: string; categories?: { id: string }[] };
      if (call.method === 'POST') {
        if (fail) return json(DUPLICATE, 400);
        categories = [...categories, { id: 'field-service', name: body.name ?? '' }];
        return json('field-service', 201);
      }
      const gone = categories.filter((c) => body.categories?.some((d) => d.id === c.id));
      categories = categories.filter((c) => !gone.includes(c));
      return json({ categories: gone });
    },
  });
  await settle(20);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Categories' }));
  // The dialog's code comes when it first opens.
  await screen.findByRole('dialog', { name: 'Role categories' });
  const dialog = setup.container.querySelector('dialog')!;
  return { ...setup, user, dialog };
}

describe('role administration: categories', () => {
  afterEach(cleanup);

  it('is offered to administrators only', async () => {
    await roleAdminSetup({ 'info/user/rights': () => json({ isAdmin: false, domains: ['ROLES'] }) });
    await settle(20);
    expect(screen.getByRole('button', { name: 'Create Role' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Categories' })).toBeNull();
  });

  it('lists the categories, refuses a bad name beside the field, creates a good one', async () => {
    const { server, user, dialog } = await categoriesSetup();
    await settle();
    const list = within(dialog).getByRole('list', { name: 'Role categories' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ITDelete']);

    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
    expect(within(dialog).getByLabelText('New category name').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('New category name'), 'Field#Service');
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
    expect(within(dialog).getByText('has invalid chracter')).toBeTruthy();
    expect(server.callsTo('catalog/roles/category')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('New category name'));
    await user.type(within(dialog).getByLabelText('New category name'), 'Field Service{Enter}');
    await settle();
    const post = server.callsTo('catalog/roles/category').find((c) => c.method === 'POST');
    expect(bodyOf(post)).toEqual({ name: 'Field Service' });
    expect(screen.getByText('Category Field Service was created.')).toBeTruthy();
    expect(within(list).getByText('Field Service')).toBeTruthy();
    expect((within(dialog).getByLabelText('New category name') as HTMLInputElement).value).toBe('');
  });

  it('a refused name stays in the field and the fault is shown', async () => {
    const { user, dialog, container } = await categoriesSetup(true);
    await user.type(within(dialog).getByLabelText('New category name'), 'IT{Enter}');
    await settle();
    expect(container.textContent).toContain('Invalid input: a role category named IT exists already.');
    expect((within(dialog).getByLabelText('New category name') as HTMLInputElement).value).toBe('IT');
  });

  it('deletes a category only after a confirmation', async () => {
    const { server, user, dialog } = await categoriesSetup();
    await settle();
    await user.click(within(dialog).getByRole('button', { name: 'Delete category IT' }));
    const question = dialog.querySelector('p');
    expect(question?.textContent).toBe('Delete the category IT? The roles in it lose the category.');
    expect(question?.querySelector('bdi')?.textContent).toBe('IT');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('catalog/roles/category')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete category IT' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await settle();
    const call = server.callsTo('catalog/roles/category').find((c) => c.method === 'DELETE');
    expect(bodyOf(call)).toEqual({ categories: [{ id: 'it' }] });
    expect(screen.getByText('Category IT was deleted.')).toBeTruthy();
    expect(within(dialog).queryByText('IT')).toBeNull();
  });
});
