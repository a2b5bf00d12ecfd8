import {
  ADMIN,
  DAN,
  EDDIE,
  MARIA,
  PAULA,
  TINA,
  apiAs,
  banner,
  createAccount,
  decideTask,
  expect,
  historyTable,
  host,
  main,
  managerOf,
  openRequest,
  openTask,
  pollState,
  requestItems,
  requestTimeline,
  searchTasks,
  taskRow,
  taskTable,
  test,
  timeline,
} from './access-helpers';
import { profileItem } from './shell-helpers';

// Who gets a task and who may act on it (issue 5): delegation and availability, tasks offered to a
// group (claim and release), team managers, and proxy mode. Each test has a new requester of its own.

test('delegation: Dan Delegate’s task goes to Maria Manager, shown as delegated, and she approves it', async ({
  as,
  request,
}) => {
  test.setTimeout(120_000);
  const item = 'Build Server'; // serial: dadmin, who delegates to mmanager (seeded delegation)
  const person = await createAccount(await apiAs(request, ADMIN), 'Delegated', MARIA.dn);
  const requester = await as(person);
  await requestItems(requester, 'Nightly builds for my project.', item);

  const maria = await as(MARIA, 'tasks');
  await searchTasks(maria, person.fullName);
  await expect(taskRow(maria, item, person.fullName)).toContainText('Delegated');
  const task = await openTask(maria, item, person.fullName);
  // Assigned to Maria, delegated, on Dan's behalf.
  await expect(task).toContainText(MARIA.fullName);
  await expect(task).toContainText('Delegated');
  await expect(task).toContainText(DAN.fullName);

  // Dan has no task: it went to his delegate.
  const dan = await as(DAN, 'tasks');
  await searchTasks(dan, person.fullName);
  await expect(taskRow(dan, item, person.fullName)).toHaveCount(0);

  await decideTask(maria, 'Approve', 'Approved for Dan.');
  const history = await openRequest(requester, item, person.fullName);
  await pollState(requester, history, 'Provisioned');
  await expect(timeline(history)).toContainText(`Delegated by ${DAN.fullName}`);
  await expect(timeline(history)).toContainText(`Approval: approved by ${MARIA.fullName}`);
});

test('availability: the manager of the requester is unavailable, so the task reaches their delegate Tina, who approves it', async ({
  as,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiAs(request, ADMIN);
  // Seeded: Maria Manager's manager is unavailable, with a delegation to Tina that is not active by its dates.
  const away = await managerOf(admin, MARIA.dn);
  const person = await createAccount(admin, 'Available', away);
  const item = 'Change Cost Center'; // a PRD: the recipient's manager approves
  const requester = await as(person);
  await requestItems(requester, 'My laptop is slow.', item);

  const tina = await as(TINA, 'tasks');
  await searchTasks(tina, person.fullName);
  await expect(taskRow(tina, item, person.fullName)).toContainText('Delegated');
  await openTask(tina, item, person.fullName);
  await decideTask(tina, 'Approve', 'Approved while the manager is away.');

  const history = await openRequest(requester, item, person.fullName);
  await pollState(requester, history, 'Approved');
  await expect(timeline(history)).toContainText(`approved by ${TINA.fullName}`);
});

test('a task offered to a group: Maria claims it (Eddie no longer sees it), releases it, Eddie claims and approves it', async ({
  as,
  request,
}) => {
  test.setTimeout(150_000);
  const item = 'Request Conference Room'; // a PRD whose approvers are the Engineering group (euser, mmanager, …)
  const person = await createAccount(await apiAs(request, ADMIN), 'Meeting');
  const requester = await as(person);
  await requestItems(requester, 'Quarterly planning offsite.', item);

  // Both members are offered it, unclaimed.
  const eddie = await as(EDDIE, 'tasks');
  await searchTasks(eddie, person.fullName);
  await expect(taskRow(eddie, item, person.fullName)).toContainText('Not claimed');
  const maria = await as(MARIA);
  const task = await openTask(maria, item, person.fullName);
  await expect(task).toContainText('Engineering');

  // Maria claims it: hers now; Eddie's list no longer has it.
  const actions = task.getByRole('group', { name: 'Task actions' });
  await actions.getByRole('button', { name: 'Claim' }).click();
  await expect(actions.getByRole('button', { name: 'Release' })).toBeVisible();
  await expect(task).toContainText('Claimed by me');
  await eddie.reload();
  await searchTasks(eddie, person.fullName);
  await expect(taskRow(eddie, item, person.fullName)).toHaveCount(0);

  // She releases it: offered to the group again.
  await actions.getByRole('button', { name: 'Release' }).click();
  await expect(actions.getByRole('button', { name: 'Claim' })).toBeVisible();

  // Eddie must claim before he decides.
  const offered = await openTask(eddie, item, person.fullName);
  const eddieActions = offered.getByRole('group', { name: 'Task actions' });
  await eddieActions.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = host(eddie).getByRole('dialog', { name: 'Approve task' });
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(banner(eddie)).toContainText('before you approve or deny it');
  // A refused decision keeps its dialog open with what was typed; he closes it to claim first.
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await eddieActions.getByRole('button', { name: 'Claim' }).click();
  await expect(eddieActions.getByRole('button', { name: 'Release' })).toBeVisible();
  await decideTask(eddie, 'Approve', 'Room booked.');

  const history = await openRequest(requester, item, person.fullName);
  await pollState(requester, history, 'Approved');
  const steps = timeline(history);
  await expect(steps).toContainText(`claimed by ${MARIA.fullName}`);
  await expect(steps).toContainText(`released by ${MARIA.fullName}`);
  await expect(steps).toContainText(`claimed by ${EDDIE.fullName}`);
  await expect(steps).toContainText(`approved by ${EDDIE.fullName}`);
});

test('team tasks: Tina sees a team member’s task in Team tasks, claims and approves it, and sees her team’s history', async ({
  as,
  request,
}) => {
  test.setTimeout(150_000);
  const item = 'VPN Access'; // serial: euser, a member of Tina's teams
  const person = await createAccount(await apiAs(request, ADMIN), 'Remote', MARIA.dn);
  const requester = await as(person);
  await requestItems(requester, 'Working on the road.', item);

  const tina = await as(TINA, 'tasks');
  await main(tina).getByRole('button', { name: 'Team tasks' }).click();
  // The chooser's rules come with it (list-filters.css): mine / team read as one switch (a flex item of the
  // chooser's row, so its inline-flex computes as flex; a plain block without the rules).
  await expect(main(tina).getByRole('group', { name: 'Whose tasks' })).toHaveCSS('display', 'flex');
  await main(tina).getByRole('combobox', { name: 'Team', exact: true }).selectOption({ label: 'Help Desk Team' });
  await main(tina).getByRole('combobox', { name: 'Team member' }).selectOption({ label: EDDIE.fullName });
  await searchTasks(tina, person.fullName);
  const row = taskRow(tina, item, person.fullName);
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: item, exact: true }).click();
  const task = main(tina).getByRole('article', { name: item, exact: true });
  await expect(task).toContainText(EDDIE.fullName);
  const actions = task.getByRole('group', { name: 'Task actions' });
  await actions.getByRole('button', { name: 'Claim' }).click();
  await expect(actions.getByRole('button', { name: 'Release' })).toBeVisible();
  await decideTask(tina, 'Approve', 'Approved for Eddie’s team.');

  const history = await openRequest(requester, item, person.fullName);
  await pollState(requester, history, 'Provisioned');
  await expect(timeline(history)).toContainText(`approved by ${TINA.fullName}`);

  // Team history: the requests of Eddie, a member of her team.
  await tina.goto('/idmdash/#/history');
  await main(tina).getByRole('button', { name: 'Team requests' }).click();
  await main(tina).getByRole('combobox', { name: 'Team', exact: true }).selectOption({ label: 'Help Desk Team' });
  await main(tina).getByRole('combobox', { name: 'Team member' }).selectOption({ label: EDDIE.fullName });
  const search = main(tina).getByRole('searchbox', { name: 'Search requests' });
  await search.fill('Payroll Viewer');
  await search.press('Enter');
  const seeded = historyTable(tina)
    .getByRole('row')
    .filter({ has: tina.getByRole('link', { name: 'Payroll Viewer', exact: true }) });
  await expect(seeded).toContainText('Provisioned');
  await expect(seeded).toContainText(EDDIE.fullName);
});

test('proxy mode: Paula acts for Maria; without the proxy approval she is told so, with it her approval is recorded as the proxy’s', async ({
  as,
  request,
}) => {
  test.setTimeout(150_000);
  const item = 'Release Tooling'; // serial: mmanager
  const admin = await apiAs(request, ADMIN);
  const person = await createAccount(admin, 'Proxied', MARIA.dn);
  const requester = await as(person);
  await requestItems(requester, 'Cutting the next release.', item);

  const paula = await as(PAULA);
  await (await profileItem(paula, 'Proxy As')).click();
  const proxyDialog = paula.getByRole('dialog', { name: 'PROXY AS' });
  await proxyDialog.getByRole('combobox').fill('Maria');
  await proxyDialog.getByRole('option', { name: /Maria Manager/ }).click();
  await proxyDialog.getByRole('button', { name: 'Continue' }).click();
  await expect(paula.getByRole('region', { name: 'Proxy mode' })).toContainText(MARIA.fullName);

  // The server withdraws the proxy approval (user rights answer proxyFor false): no decisions.
  const rights = /\/rest\/access\/info\/user\/rights\?/;
  await paula.route(rights, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), proxyFor: false } });
  });
  const task = await openTask(paula, item, person.fullName);
  await expect(task.getByRole('alert')).toHaveText('ProxyMode Approval is required!');
  await expect(
    task.getByRole('group', { name: 'Task actions' }).getByRole('button', { name: 'Approve', exact: true }),
  ).toBeDisabled();

  // With the approval (the real answer), Paula approves for Maria.
  await paula.unroute(rights);
  const approvable = await openTask(paula, item, person.fullName);
  await expect(approvable.getByRole('alert')).toHaveCount(0);
  await decideTask(paula, 'Approve', 'Approved by Paula for Maria.');
  await searchTasks(paula, person.fullName);
  await expect(taskRow(paula, item, person.fullName)).toHaveCount(0);
  await expect(taskTable(paula)).toBeVisible();

  // Recorded as Maria's decision with Paula as the proxy: in the timeline, and in the API's proxyUser.
  const history = await openRequest(requester, item, person.fullName);
  await pollState(requester, history, 'Provisioned');
  await expect(timeline(history)).toContainText(`Approval: approved by ${MARIA.fullName} (proxy: ${PAULA.fullName})`);
  const steps = await requestTimeline(admin, item, person.fullName);
  expect(steps.find((s) => s.activity.startsWith('Approval: approved'))).toMatchObject({
    actor: MARIA.dn,
    proxyUser: PAULA.dn,
  });
});
