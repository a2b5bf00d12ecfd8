import {
  ADMIN,
  MARIA,
  apiAs,
  createAccount,
  decideTask,
  expect,
  historyTable,
  main,
  openRequest,
  openTask,
  pollState,
  requestItems,
  requestState,
  searchTasks,
  taskRow,
  test,
  timeline,
} from './access-helpers';

// The sandbox's approval engine through the UI (issue 5): parallel approval, a custom approval (a request
// definition), and a provisioning error. Every test has a new person of its own as requester and
// recipient (README "Access requests" names the seeded items), so the tests do not depend on each other.

test('parallel approval: both approvers get the task at once, and only both approvals complete the request', async ({
  as,
  request,
}) => {
  test.setTimeout(120_000);
  const item = 'HR Systems'; // parallel: mmanager and uaadmin
  const person = await createAccount(await apiAs(request, ADMIN), 'Parallel', MARIA.dn);
  const requester = await as(person);
  await requestItems(requester, 'Helping HR with the payroll run.', item);

  // Both tasks are open at once (a serial plan would show only the first).
  const maria = await as(MARIA, 'tasks');
  await searchTasks(maria, person.fullName);
  await expect(taskRow(maria, item, person.fullName)).toHaveCount(1);
  const admin = await as(ADMIN, 'tasks');
  await searchTasks(admin, person.fullName);
  await expect(taskRow(admin, item, person.fullName)).toHaveCount(1);

  // One approval of two: still pending, and UA Admin's task is still there.
  await expect(await openTask(maria, item, person.fullName)).toContainText('Parallel approval');
  await decideTask(maria, 'Approve', 'HR agrees.');
  const history = await openRequest(requester, item, person.fullName);
  await expect(requestState(history)).toHaveText('Approval Pending');
  await admin.reload();
  await searchTasks(admin, person.fullName);
  await expect(taskRow(admin, item, person.fullName)).toHaveCount(1);

  // The second: approved, then provisioned.
  const task = await openTask(admin, item, person.fullName);
  await expect(task.getByRole('region', { name: 'Approval history' })).toContainText(`Approved by ${MARIA.fullName}`);
  await decideTask(admin, 'Approve', 'IT agrees.');
  await pollState(requester, history, 'Provisioned');
  await expect(timeline(history)).toContainText(`Parallel approval: approved by ${MARIA.fullName}`);
  await expect(timeline(history)).toContainText(`Parallel approval: approved by ${ADMIN.fullName}`);
});

test('a custom approval: the role’s request definition (Two Step Role Approval) sends it to the manager, then on, and it is provisioned', async ({
  as,
  request,
}) => {
  test.setTimeout(120_000);
  const item = 'Data Warehouse'; // custom: Two Step Role Approval (the recipient's manager, then the owner or UA Admin)
  const person = await createAccount(await apiAs(request, ADMIN), 'Custom', MARIA.dn);
  const requester = await as(person);
  await requestItems(requester, 'Reporting for the quarterly review.', item);

  // Step 1 of the request definition: the recipient's manager.
  const maria = await as(MARIA);
  const first = await openTask(maria, item, person.fullName);
  await expect(first).toContainText('Approval step 1 of 2');
  await decideTask(maria, 'Approve', 'My report needs it.');

  const history = await openRequest(requester, item, person.fullName);
  await expect(requestState(history)).toHaveText('Approval Pending');

  // Step 2: the next approver of the definition.
  const admin = await as(ADMIN);
  const second = await openTask(admin, item, person.fullName);
  await expect(second).toContainText('Approval step 2 of 2');
  await decideTask(admin, 'Approve', 'Owner approval.');
  await pollState(requester, history, 'Provisioned');
  await expect(timeline(history)).toContainText(`Approval step 1 of 2: approved by ${MARIA.fullName}`);
  await expect(timeline(history)).toContainText(`Approval step 2 of 2: approved by ${ADMIN.fullName}`);
});

test('a request definition (PRD) requested on its own runs its workflow and ends Approved', async ({ as, request }) => {
  test.setTimeout(90_000);
  const item = 'Change Cost Center'; // a provisioning PRD: the recipient's manager approves
  const person = await createAccount(await apiAs(request, ADMIN), 'Workflow', MARIA.dn);
  const requester = await as(person);
  await requestItems(requester, 'Moving to the platform team.', item);

  const history = await openRequest(requester, item, person.fullName);
  await expect(requestState(history)).toHaveText('Processing');

  const maria = await as(MARIA);
  await openTask(maria, item, person.fullName);
  await decideTask(maria, 'Approve', 'Cost center change approved.');
  await pollState(requester, history, 'Approved');
  await expect(history.getByRole('region', { name: 'Comments' })).toContainText('Cost center change approved.');
});

test('a provisioning error (80): the item seeded to fail shows Provisioning Error with its reason in the history', async ({
  as,
  request,
}) => {
  test.setTimeout(90_000);
  const item = 'Remote Worker'; // no approval; the connected system rejects it
  const person = await createAccount(await apiAs(request, ADMIN), 'Failing');
  const requester = await as(person);
  await requestItems(requester, 'Working from home on Fridays.', item);

  const history = await openRequest(requester, item, person.fullName);
  await pollState(requester, history, 'Provisioning Error');
  await expect(timeline(history)).toContainText(`The connected system rejected ${item}.`);
  // Nothing to retract any more.
  await expect(history.getByRole('button', { name: 'Retract' })).toHaveCount(0);

  // The list says so too.
  await requester.goto('/idmdash/#/history');
  const search = main(requester).getByRole('searchbox', { name: 'Search requests' });
  await search.fill(item);
  await search.press('Enter');
  const row = historyTable(requester)
    .getByRole('row')
    .filter({ has: requester.getByRole('link', { name: item, exact: true }) });
  await expect(row).toContainText('Provisioning Error');
});
