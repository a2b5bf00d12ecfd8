import {
  ADMIN,
  EDDIE,
  MARIA,
  TINA,
  addToCart,
  apiAs,
  cart,
  createUser,
  expect,
  host,
  itemDn,
  main,
  openTask,
  searchTasks,
  submitCart,
  taskRow,
  taskTable,
  test,
  uniqueId,
} from './access-helpers';

// The task list (issue 5): bulk approval and reassignment.

test('bulk approval: ten bulk-approvable tasks approved at once with the table’s Approve (10)', async ({
  as,
  request,
}) => {
  test.setTimeout(90_000);
  const item = 'IDE License'; // bulk-approvable, one step: mmanager

  // Set-up through the REST API (a cart of ten recipients through the UI adds nothing to this test):
  // ten new people, named after this run, and UA Admin's request of the item for each of them.
  const admin = await apiAs(request, ADMIN);
  const tag = uniqueId('bulk');
  const people: { dn: string; fullName: string }[] = [];
  for (let i = 1; i <= 10; i += 1)
    people.push(await createUser(admin, `Ida${String.fromCharCode(96 + i)}`, `Zed${tag}`));
  const submitted = await admin.call<{ success: boolean; OperationNodes: { succeeded: { requestId: string }[] }[] }>(
    'POST',
    'access/requests/permissions',
    {
      body: {
        reqPermissions: [{ id: await itemDn(admin, item, 'RESOURCE'), entityType: 'resource' }],
        recipients: people.map((p) => ({ dn: p.dn, type: 'user', isGroupAssignment: false })),
        reason: 'IDE licences for the new team.',
      },
    },
  );
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  expect(submitted.body.OperationNodes.flatMap((n) => n.succeeded)).toHaveLength(10);

  // Maria finds exactly those ten (the search covers recipient names; a word matches the start of a word) and
  // selects the page.
  const maria = await as(MARIA, 'tasks');
  await searchTasks(maria, `Zed${tag}`);
  await expect(main(maria).getByText('Total: 10')).toBeVisible();
  // The filters panel's rules come with the panel (task-filters.css with list-filters.css), not with the list.
  const filtersButton = main(maria).getByRole('button', { name: 'Filters' });
  await filtersButton.click();
  const filters = main(maria).getByRole('form', { name: 'Filter tasks' });
  await expect(filters).toHaveCSS('display', 'flex');
  await expect(filters.getByRole('group', { name: 'Expires within' })).toHaveCSS('column-gap', '8px');
  await filtersButton.click();
  await expect(filters).toHaveCount(0);
  // So do the column chooser's (column-chooser.css): its checkboxes stand in a column.
  await main(maria).getByRole('button', { name: 'Customize Columns' }).click();
  const chooser = host(maria).getByRole('dialog', { name: 'Customize Columns' });
  await expect(chooser.getByRole('group', { name: 'Columns to show' })).toHaveCSS('display', 'grid');
  await chooser.getByRole('button', { name: 'Cancel' }).click();
  await expect(chooser).toBeHidden();
  await expect(taskTable(maria).getByRole('row').filter({ hasText: item })).toHaveCount(10);
  await taskTable(maria).getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  const approve = main(maria).getByRole('button', { name: 'Approve (10)' });
  await expect(approve).toBeEnabled();
  await expect(main(maria).getByRole('button', { name: 'Deny (10)' })).toBeEnabled();
  await approve.click();

  const dialog = host(maria).getByRole('dialog', { name: 'Approve 10 tasks' });
  await expect(dialog.getByRole('listitem')).toHaveCount(10);
  // The action dialogs' rules come with the dialog (task-detail.css), not with the list: its body lets the
  // reassign picker's list overflow it.
  await expect(dialog.locator('.idm-dialog-body')).toHaveCSS('overflow-y', 'visible');
  await expect(dialog).toContainText(`${item} for ${people[0]?.fullName}`);
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill('Approved for the whole team.');
  const acted = maria.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/rest\/access\/tasks(\?|$)/.test(r.url()),
  );
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  const answer = await acted;
  const body = (await answer.json()) as { success: boolean; succeeded: unknown[]; failed: unknown[] };
  expect(answer.status()).toBe(200);
  expect(body.succeeded).toHaveLength(10);
  expect(body.failed).toHaveLength(0);
  await expect(main(maria).getByText('Total: 0')).toBeVisible();
  await expect(main(maria).getByRole('button', { name: /^Approve \(/ })).toHaveCount(0);

  // Each of the ten requests was approved and goes on to provisioning.
  await expect(async () => {
    const history = await admin.call<{ requests: { name: string; requestState: number; recipientName?: string }[] }>(
      'GET',
      'access/requests/historylist',
      {
        query: { q: item, size: '100' },
      },
    );
    const ours = history.body.requests.filter(
      (r) => r.name === item && people.some((p) => p.fullName === r.recipientName),
    );
    expect(ours).toHaveLength(10);
    expect(ours.every((r) => r.requestState >= 20 && r.requestState <= 50)).toBe(true);
  }).toPass({ timeout: 10_000 });
});

test('reassignment: Maria hands a task to Tina with the picker, and it moves to Tina’s list', async ({ as }) => {
  test.setTimeout(90_000);
  const item = 'CRM Read'; // one step: mmanager
  const eddie = await as(EDDIE, 'requests');
  await addToCart(eddie, item);
  await submitCart(eddie, 'Read access to the customer records.');
  await expect(cart(eddie).getByRole('status')).toContainText('Your request was submitted.');

  const maria = await as(MARIA);
  const task = await openTask(maria, item, EDDIE.fullName);
  // The details' rules came with the details (task-detail.css): the title sits flush in its header.
  await expect(task.locator('.task-detail-header h1, .task-detail-header h2')).toHaveCSS('margin-top', '0px');
  await task.getByRole('group', { name: 'Task actions' }).getByRole('button', { name: 'Reassign' }).click();
  const dialog = host(maria).getByRole('dialog', { name: 'Reassign task' });
  const confirm = dialog.getByRole('button', { name: 'Reassign', exact: true });
  // Nobody picked yet: nothing to confirm.
  await expect(confirm).toBeDisabled();

  const picker = dialog.getByRole('combobox', { name: 'Reassign to' });
  await picker.fill('Tina');
  await dialog
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(TINA.fullName) })
    .click();
  await expect(dialog.getByRole('list', { name: 'Selected Reassign to' })).toContainText(TINA.fullName);
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill('Tina owns the CRM.');
  const acted = maria.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/rest\/access\/tasks(\?|$)/.test(r.url()),
  );
  await confirm.click();
  expect((await acted).status()).toBe(200);
  await expect(dialog).toBeHidden();

  // Back on Maria's list, the task is gone …
  await expect(taskTable(maria)).toBeVisible();
  await searchTasks(maria, item);
  await expect(taskRow(maria, item, EDDIE.fullName)).toHaveCount(0);

  // … and Tina has it, with Maria's comment.
  const tina = await as(TINA);
  const moved = await openTask(tina, item, EDDIE.fullName);
  await expect(moved).toContainText(TINA.fullName);
  await expect(moved.getByRole('region', { name: 'Comments' })).toContainText('Tina owns the CRM.');
});
