import {
  EDDIE,
  MARIA,
  addToCart,
  cart,
  expect,
  host,
  openRequest,
  requestState,
  searchTasks,
  submitCart,
  taskRow,
  test,
} from './access-helpers';

// Request history (issue 5): retracting a request while its approval runs.

test('a request is retracted from the history: Retracting, then Retracted, and the approver’s task goes away', async ({
  as,
}) => {
  test.setTimeout(60_000);
  const item = 'HR Generalist'; // parallel: mmanager and uaadmin
  const eddie = await as(EDDIE, 'requests');
  await addToCart(eddie, item);
  await submitCart(eddie, 'Helping out with onboarding.');
  await expect(cart(eddie).getByRole('status')).toContainText('Your request was submitted.');

  const maria = await as(MARIA, 'tasks');
  await searchTasks(maria, item);
  await expect(taskRow(maria, item, EDDIE.fullName)).toHaveCount(1);

  const request = await openRequest(eddie, item, EDDIE.fullName);
  await expect(requestState(request)).toHaveText('Approval Pending');
  // The details' rules came with the details (history-detail.css): the request's kind reads as a label.
  await expect(request.locator('.history-kind')).toHaveCSS('text-transform', 'uppercase');
  await request.getByRole('button', { name: 'Retract' }).click();
  const dialog = host(eddie).getByRole('dialog', { name: 'Retract request' });
  await expect(dialog).toContainText(`Retract the request for ${item} for ${EDDIE.fullName}?`);
  const retracted = eddie.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().includes('/rest/access/requests/history'),
  );
  await dialog.getByRole('button', { name: 'Retract', exact: true }).click();
  expect((await retracted).status()).toBe(200);
  await expect(dialog).toBeHidden();

  // Retracting (70) at once, Retracted (75) after IDM_RETRACT_MS; the page follows by itself.
  await expect(requestState(request)).toHaveText('Retracting');
  await expect(requestState(request)).toHaveText('Retracted', { timeout: 15_000 });
  await expect(request.getByRole('button', { name: 'Retract' })).toHaveCount(0);

  // The open approval tasks were cancelled.
  await maria.reload();
  await searchTasks(maria, item);
  await expect(taskRow(maria, item, EDDIE.fullName)).toHaveCount(0);
});
