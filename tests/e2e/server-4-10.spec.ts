import {
  EDDIE,
  MARIA,
  addToCart,
  cart,
  expect,
  host,
  main,
  openTask,
  submitCart,
  taskRow,
  searchTasks,
  test,
} from './access-helpers';

// The request and task flows against a sandbox that behaves as Identity Manager 4.10 (IDM_SERVER_VERSION,
// started by playwright.config.ts on E2E_PORT + 500): the console reads the version at start-up and uses
// the v2 calls that server offers (docs/protocol.md "Server versions").
const newerPort = Number(process.env.E2E_PORT ?? 8190) + 500;
test.use({ baseURL: `http://127.0.0.1:${newerPort}` });

const V2_REQUEST = /\/rest\/access\/requests\/permissions\/v2(\?|$)/;
const V1_REQUEST = /\/rest\/access\/requests\/permissions(\?|$)/;
const V2_TASK = /\/rest\/access\/tasks\/v2(\?|$)/;

test('4.10: a cart with a PRD and a role goes out as permissions/v2 and permissions; Maria approves through tasks/v2', async ({
  as,
}) => {
  test.setTimeout(90_000);
  const prd = 'Request New Laptop';
  const role = 'CRM Read'; // one step: mmanager
  const eddie = await as(EDDIE, 'requests');
  const version = await eddie.evaluate(async () => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/access/info/version'));
    return entry ? 1 : 0;
  });
  expect(version, 'the version is read at start-up').toBe(1);

  await addToCart(eddie, prd, role);
  const posts: string[] = [];
  eddie.on('response', (r) => {
    if (r.request().method() !== 'POST') return;
    if (V2_REQUEST.test(r.url())) posts.push(`v2 ${r.status()}`);
    else if (V1_REQUEST.test(r.url())) posts.push(`v1 ${r.status()}`);
  });
  await submitCart(eddie, 'A laptop and the customer records for the new job.');
  await expect(cart(eddie).getByRole('status')).toContainText('Your request was submitted.');
  expect(posts.sort()).toEqual(['v1 201', 'v2 201']);

  const maria = await as(MARIA);
  const task = await openTask(maria, role, EDDIE.fullName);
  await task.getByRole('group', { name: 'Task actions' }).getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = host(maria).getByRole('dialog', { name: 'Approve task' });
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill('Approved on 4.10.');
  const acted = maria.waitForResponse((r) => r.request().method() === 'POST' && V2_TASK.test(r.url()));
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  const answer = await acted;
  expect(answer.status()).toBe(201);
  expect(JSON.parse(answer.request().postData() ?? '{}')).toMatchObject({
    taskAction: 'ApprovalAction',
    comments: 'Approved on 4.10.',
  });
  expect(await answer.json()).toMatchObject({ success: true });
  await expect(dialog).toBeHidden();
  await searchTasks(maria, role);
  await expect(taskRow(maria, role, EDDIE.fullName)).toHaveCount(0);
  await expect(main(maria)).toBeVisible();
});
