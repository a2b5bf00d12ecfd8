import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {
  EDDIE,
  MARIA,
  addToCart,
  cart,
  expect,
  host,
  openTask,
  reasonField,
  searchTasks,
  submitButton,
  taskRow,
  test,
} from './access-helpers';

// The request and task flows against a sandbox that behaves as Identity Manager 4.10 (IDM_SERVER_VERSION):
// the console reads the version once at start-up and uses the v2 calls that server offers (docs/protocol.md
// "Server versions"). The spec starts that sandbox itself, on E2E_PORT + 500, so the other specs do not wait
// for a second server.
const newerPort = Number(process.env.E2E_PORT ?? 8190) + 500;
const newerOrigin = `http://127.0.0.1:${newerPort}`;
test.use({ baseURL: newerOrigin });

const V2_REQUEST = /\/rest\/access\/requests\/permissions\/v2(\?|$)/;
const V1_REQUEST = /\/rest\/access\/requests\/permissions(\?|$)/;
const V1_TASK = /\/rest\/access\/tasks(\?|$)/;
const V2_TASK = /\/rest\/access\/tasks\/v2(\?|$)/;

let sandbox: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const db = path.join(os.tmpdir(), `idm-e2e-${newerPort}.db`);
  sandbox = spawn(
    process.execPath,
    ['--import', 'tsx', 'demo/server/main.ts', '--port', String(newerPort), '--db', db, '--reset', '--users', '50'],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, IDM_SERVER_VERSION: '4.10', IDM_TEST_HOOKS: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  // Ready when its console servlet answers (as playwright.config.ts waits for the main sandbox).
  await expect
    .poll(
      () =>
        fetch(`${newerOrigin}/idmdash/LoadContextConfigServlet`).then(
          (res) => res.status,
          () => 0,
        ),
      { timeout: 110_000, intervals: [250, 500, 1000] },
    )
    .toBe(200);
});

test.afterAll(() => {
  sandbox?.kill('SIGTERM');
});

test('4.10: a PRD goes out as requests/permissions/v2, a role as permissions; Maria approves through tasks/v2', async ({
  as,
}) => {
  test.setTimeout(120_000);
  const eddie = await as(EDDIE, 'requests');
  const posts: string[] = [];
  eddie.on('response', (r) => {
    if (r.request().method() !== 'POST') return;
    if (V2_REQUEST.test(r.url())) posts.push(`v2 ${r.status()}`);
    else if (V1_REQUEST.test(r.url())) posts.push(`v1 ${r.status()}`);
  });

  // A request definition: POST access/requests/permissions/v2 with the reason in data.
  const prd = 'Request Mobile Phone';
  await addToCart(eddie, prd);
  await reasonField(eddie).fill('The old phone broke.');
  const sentPrd = eddie.waitForResponse((r) => r.request().method() === 'POST' && V2_REQUEST.test(r.url()));
  await submitButton(eddie).click();
  const prdAnswer = await sentPrd;
  expect(prdAnswer.status()).toBeLessThan(300);
  expect(JSON.parse(prdAnswer.request().postData() ?? '{}')).toMatchObject({
    reqPermissions: [{ entityType: 'PRD' }],
    data: [{ key: 'reason', value: ['The old phone broke.'] }],
  });
  await expect(cart(eddie).getByRole('status')).toContainText('Your request was submitted.');

  // A role: POST access/requests/permissions as on every version.
  const role = 'CRM Read'; // one step: mmanager
  await addToCart(eddie, role);
  await reasonField(eddie).fill('The customer records for the new job.');
  const sentRole = eddie.waitForResponse((r) => r.request().method() === 'POST' && V1_REQUEST.test(r.url()));
  await submitButton(eddie).click();
  expect((await sentRole).status()).toBeLessThan(300);
  expect(posts.map((post) => post.split(' ')[0])).toEqual(['v2', 'v1']);

  // Maria approves one task: POST access/tasks/v2 with ApprovalAction, never the 4.8 access/tasks.
  const maria = await as(MARIA);
  const v1Actions: string[] = [];
  maria.on('request', (r) => {
    if (r.method() === 'POST' && V1_TASK.test(r.url())) v1Actions.push(r.url());
  });
  const task = await openTask(maria, role, EDDIE.fullName);
  await task.getByRole('group', { name: 'Task actions' }).getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = host(maria).getByRole('dialog', { name: 'Approve task' });
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill('Approved on 4.10.');
  const acted = maria.waitForResponse((r) => r.request().method() === 'POST' && V2_TASK.test(r.url()));
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  const answer = await acted;
  expect(answer.status()).toBeLessThan(300);
  expect(JSON.parse(answer.request().postData() ?? '{}')).toMatchObject({
    taskAction: 'ApprovalAction',
    comments: 'Approved on 4.10.',
  });
  expect(await answer.json()).toMatchObject({ success: true });
  await expect(dialog).toBeHidden();
  await searchTasks(maria, role);
  await expect(taskRow(maria, role, EDDIE.fullName)).toHaveCount(0);
  expect(v1Actions).toEqual([]);
});
