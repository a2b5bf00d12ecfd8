import {
  ADMIN,
  MARIA,
  apiAs,
  axe,
  createAccount,
  decideTask,
  expect,
  host,
  openRequest,
  openTask,
  pollState,
  requestItems,
  test,
  timeline,
} from './access-helpers';
import { seriousViolations } from './axe';

// Approval forms (issue 5): a role whose approver fills in a data item (Travel Booking asks Maria Manager
// for a required cost center), and a role whose task has a form only the server renders (Production
// Access: UA Admin decides it on /IDMProv/approvalForm.do). README "Access requests" names both.

test('an approval form: the approver must fill in the cost center, and the request history shows it', async ({
  as,
  request,
}) => {
  test.setTimeout(120_000);
  const item = 'Travel Booking'; // one step: mmanager, who fills in Cost center (required) and Travel regions
  const person = await createAccount(await apiAs(request, ADMIN), 'Traveller');
  const requester = await as(person);
  await requestItems(requester, 'Customer visits in Lyon and Osaka.', item);

  const maria = await as(MARIA);
  const task = await openTask(maria, item, person.fullName);
  const form = task.getByRole('region', { name: 'Approval form' });
  const costCenter = form.getByRole('textbox', { name: 'Cost center (required)', exact: true });
  const regions = form.getByRole('textbox', { name: 'Travel regions', exact: true });
  await expect(costCenter).toHaveValue('');
  await expect(form).toContainText('Your changes are sent with your approval or denial.');
  expect(await axe(maria)).toEqual([]);

  // Approving without the cost center: asked for before anything is sent, the field focused, nothing typed lost.
  await regions.fill('Europe\nAsia');
  let sent = 0;
  maria.on('request', (r) => {
    if (r.method() === 'POST' && /\/rest\/access\/tasks(\?|$)/.test(r.url())) sent += 1;
  });
  await task.getByRole('group', { name: 'Task actions' }).getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('Fill in the required fields to approve.');
  await expect(costCenter).toBeFocused();
  await expect(costCenter).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText('Cost center is required to approve.');
  await expect(host(maria).getByRole('dialog', { name: 'Approve task' })).toHaveCount(0);
  await expect(regions).toHaveValue('Europe\nAsia');
  expect(sent).toBe(0);
  expect(await axe(maria)).toEqual([]);

  // With it: approved; the values go with the decision.
  await costCenter.fill('4711');
  await decideTask(maria, 'Approve', 'Within the travel budget.');

  const history = await openRequest(requester, item, person.fullName);
  await pollState(requester, history, 'Provisioned');
  await expect(timeline(history)).toContainText(`Cost center set to 4711 by ${MARIA.fullName}`);
  await expect(timeline(history)).toContainText(`Travel regions set to Europe, Asia by ${MARIA.fullName}`);
  await expect(timeline(history)).toContainText(`Approval: approved by ${MARIA.fullName}`);
});

test('a server-side approval form: the task links to approvalForm.do, approved there, the request moves on', async ({
  as,
  request,
}) => {
  test.setTimeout(120_000);
  const item = 'Production Access'; // one step: uaadmin, with the server-side form ProductionAccessReview
  const person = await createAccount(await apiAs(request, ADMIN), 'Oncall');
  const requester = await as(person);
  await requestItems(requester, 'On call for the release weekend.', item);

  const admin = await as(ADMIN);
  const task = await openTask(admin, item, person.fullName);
  const link = task.getByRole('link', { name: 'Open the approval form' });
  await expect(link).toHaveAttribute('href', /\/IDMProv\/approvalForm\.do\?taskId=\d+$/);
  const [formPage] = await Promise.all([admin.context().waitForEvent('page'), link.click()]);
  await formPage.waitForLoadState();

  await expect(formPage.getByRole('heading', { level: 1, name: item })).toBeVisible();
  await expect(formPage.getByRole('main')).toContainText(person.fullName);
  await expect(formPage.getByRole('main')).toContainText('On call for the release weekend.');
  expect(await seriousViolations(formPage)).toEqual([]);
  await formPage.getByRole('textbox', { name: 'Comment' }).fill('Release weekend confirmed.');
  await formPage.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(formPage.getByRole('status')).toHaveText(`You approved ${item} for ${person.fullName}.`);

  const history = await openRequest(requester, item, person.fullName);
  await pollState(requester, history, 'Provisioned');
  await expect(timeline(history)).toContainText(`Approval: approved by ${ADMIN.fullName}`);
  await expect(history).toContainText('Release weekend confirmed.');
});
