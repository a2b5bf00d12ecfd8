import {
  ADMIN,
  EDDIE,
  MARIA,
  TINA,
  addToCart,
  cart,
  cartEntry,
  decideTask,
  expect,
  host,
  main,
  openRequest,
  openTask,
  pollState,
  requestState,
  reasonField,
  searchTasks,
  submitButton,
  submitCart,
  taskRow,
  test,
  uniqueId,
} from './access-helpers';

// Approvals of access requests (issue 5), each through the UI as the demo accounts: serial, quorum,
// denial, and a separation-of-duties exception. Every test uses its own seeded item (README "Access
// requests"), none that the seed has already requested for Eddie, so the tests do not depend on each other.

test('two-step serial approval: Maria approves in the task list, then UA Admin, and the request is provisioned', async ({
  as,
}) => {
  test.setTimeout(90_000);
  const item = 'Sales Toolkit'; // serial: mmanager, then uaadmin
  const reason = `Quarterly pipeline review ${uniqueId('r')}`;

  const eddie = await as(EDDIE, 'requests');
  await addToCart(eddie, item);
  await submitCart(eddie, reason);
  await expect(cart(eddie).getByRole('status')).toContainText('Your request was submitted.');
  await expect(cart(eddie).getByRole('heading', { name: 'Cart (0)' })).toBeVisible();

  const request = await openRequest(eddie, item, EDDIE.fullName);
  await expect(requestState(request)).toHaveText('Approval Pending');
  await expect(request).toContainText(reason);

  // Step 1: Maria, from the task list itself (row selection and the table's Approve button).
  const maria = await as(MARIA, 'tasks');
  await searchTasks(maria, item);
  const row = taskRow(maria, item, EDDIE.fullName);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(reason);
  await row.getByRole('checkbox').check();
  await main(maria).getByRole('button', { name: 'Approve (1)' }).click();
  const dialog = host(maria).getByRole('dialog', { name: 'Approve task' });
  await expect(dialog).toContainText(`${item} for ${EDDIE.fullName}`);
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill('First step: fine by me.');
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(row).toHaveCount(0);

  // Serial: the second step opens only now, and the request still waits.
  await pollState(eddie, request, 'Approval Pending');

  // Step 2: UA Admin, from the task's details; the approval history shows Maria's step.
  const admin = await as(ADMIN);
  const task = await openTask(admin, item, EDDIE.fullName);
  await expect(task).toContainText(reason);
  await expect(task.getByRole('region', { name: 'Approval history' })).toContainText(MARIA.fullName);
  await decideTask(admin, 'Approve', 'Second step approved.');
  await expect(taskRow(admin, item, EDDIE.fullName)).toHaveCount(0);

  // Provisioning is asynchronous: the details page follows it to Provisioned.
  await pollState(eddie, request, 'Provisioned');
  const timeline = request.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText(MARIA.fullName);
  await expect(timeline).toContainText(ADMIN.fullName);
});

test('quorum of 50 % of four approvers: two approvals complete the request and the other tasks go away', async ({
  as,
}) => {
  test.setTimeout(90_000);
  const item = 'Accountant'; // quorum 50 %: mmanager, uaadmin, tmanager, pproxy
  const eddie = await as(EDDIE, 'requests');
  await addToCart(eddie, item);
  await submitCart(eddie, 'Month-end close.');
  await expect(cart(eddie).getByRole('status')).toContainText('Your request was submitted.');

  // Every approver gets a task at once.
  const admin = await as(ADMIN, 'tasks');
  await searchTasks(admin, item);
  await expect(taskRow(admin, item, EDDIE.fullName)).toHaveCount(1);

  const maria = await as(MARIA);
  await openTask(maria, item, EDDIE.fullName);
  await decideTask(maria, 'Approve', 'One of four.');

  // One of four is 25 %: still waiting.
  const request = await openRequest(eddie, item, EDDIE.fullName);
  await expect(requestState(request)).toHaveText('Approval Pending');

  const tina = await as(TINA);
  await openTask(tina, item, EDDIE.fullName);
  await decideTask(tina, 'Approve', 'Two of four.');

  // Two of four is 50 %: approved and provisioned; UA Admin's task is no longer open.
  await pollState(eddie, request, 'Provisioned');
  await admin.reload();
  await searchTasks(admin, item);
  await expect(taskRow(admin, item, EDDIE.fullName)).toHaveCount(0);
});

test('a denied request shows Denied in the history, with the approver’s comment', async ({ as }) => {
  test.setTimeout(60_000);
  const item = 'Developer Workstation'; // one step: mmanager
  const eddie = await as(EDDIE, 'requests');
  await addToCart(eddie, item);
  await submitCart(eddie, 'A faster build machine.');
  await expect(cart(eddie).getByRole('status')).toContainText('Your request was submitted.');

  const maria = await as(MARIA);
  await openTask(maria, item, EDDIE.fullName);
  await decideTask(maria, 'Deny', 'Use the shared build farm.');

  const request = await openRequest(eddie, item, EDDIE.fullName);
  await expect(requestState(request)).toHaveText('Denied');
  await expect(request.getByRole('region', { name: 'Comments' })).toContainText('Use the shared build farm.');
  // A finished request cannot be retracted.
  await expect(request.getByRole('button', { name: 'Retract' })).toHaveCount(0);
});

test('an SoD conflict shows in the cart before submitting, asks for a justification, and the exception approval leads on to the role’s own approval', async ({
  as,
}) => {
  test.setTimeout(120_000);
  // Seeded rule 'Contractor versus Department Manager': exceptions allowed, approved by uaadmin.
  const held = 'Contractor'; // serial mmanager, expiry required (at most 6 months)
  const conflicting = 'Department Manager'; // serial uaadmin
  const justification = `Interim head of department ${uniqueId('j')}`;

  const eddie = await as(EDDIE, 'requests');
  const submissions: string[] = [];
  eddie.on('request', (r) => {
    if (r.method() === 'POST' && /\/rest\/access\/requests\/permissions(\?|$)/.test(r.url())) submissions.push(r.url());
  });
  await addToCart(eddie, held, conflicting);
  const expiry = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);
  await cartEntry(eddie, held).getByRole('textbox', { name: 'Expiry date' }).fill(expiry);

  // The cart knows the conflict before anything is sent (two conflicting roles in one cart).
  const warning = cart(eddie).locator('.ra-sod-warning');
  await expect(warning).toContainText('Separation of duties conflicts');
  await expect(warning).toContainText(
    'Contractor versus Department Manager: Contractor conflicts with Department Manager',
  );
  await expect(warning).toContainText('Submitting asks for a justification.');

  // Submit asks for the justification first; nothing has been sent yet.
  await reasonField(eddie).fill('Covering the department.');
  await submitButton(eddie).click();
  const dialog = host(eddie).getByRole('dialog', { name: 'Separation of duties conflict' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Contractor versus Department Manager');
  expect(submissions).toEqual([]);

  // A justification is required.
  await dialog.getByRole('button', { name: 'Submit with justification' }).click();
  await expect(dialog).toContainText('A justification is required.');
  expect(submissions).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Justification' }).fill(justification);
  const answered = eddie.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/rest/access/requests/permissions'),
  );
  await dialog.getByRole('button', { name: 'Submit with justification' }).click();
  const sent = await answered;
  expect((sent.request().postDataJSON() as { sodJustification?: string }).sodJustification).toBe(justification);
  expect(((await sent.json()) as { success: boolean }).success).toBe(true);
  await expect(dialog).toBeHidden();
  await expect(cart(eddie).getByRole('heading', { name: 'Cart (0)' })).toBeVisible();

  const request = await openRequest(eddie, conflicting, EDDIE.fullName);
  await expect(requestState(request)).toHaveText('SoD Exception - Approval Pending');

  // UA Admin approves the exception, then (a second task) the role itself.
  const admin = await as(ADMIN);
  const exception = await openTask(admin, conflicting, EDDIE.fullName);
  await expect(exception).toContainText(justification);
  await decideTask(admin, 'Approve', 'Exception granted for the interim.');

  await pollState(eddie, request, 'Approval Pending');
  await openTask(admin, conflicting, EDDIE.fullName);
  await decideTask(admin, 'Approve', 'Role approved.');
  await pollState(eddie, request, 'Provisioned');

  // The other item went its own way (it conflicted with nothing when it was requested): waiting for Maria.
  const contractor = await openRequest(eddie, held, EDDIE.fullName);
  await expect(requestState(contractor)).toHaveText('Approval Pending');
});
