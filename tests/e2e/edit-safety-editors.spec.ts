import { expect, type Page } from '@playwright/test';
import { apiAs, TINA, test } from './access-helpers';
import { ADMIN, host, main, uniqueId } from './people-helpers';
import { mainMenu } from './shell-helpers';

// No lost work (issue 33) on the team, resource, delegation, availability and entity editors: two
// administrators on one team, a double click on every create button, leaving a changed team form.

type Api = Awaited<ReturnType<typeof apiAs>>;

// Each test opens the console in one or two contexts and loads pickers: slow on a busy machine.
test.describe.configure({ timeout: 240_000 });
const LOADED = { timeout: 30_000 };

// Its teams are managed by Tina, a team manager already: Eddie must stay a user who manages no team (settings.spec).
async function newTeam(api: Api): Promise<{ dn: string; name: string }> {
  const name = `E2E Team ${uniqueId('t')}`;
  const answer = await api.call<{ dn?: string }>('POST', 'access/teams', {
    body: {
      name,
      description: 'Before',
      domainTypes: ['A'],
      requestors: [{ dn: TINA.dn, type: 'user' }],
      recipients: [],
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.dn ?? '').not.toBe('');
  return { dn: answer.body.dn ?? '', name };
}

const teamForm = (page: Page) => main(page).locator('[part=team-form]');
const openTeam = async (page: Page, team: { dn: string; name: string }) => {
  await page.goto(`/idmdash/#/teams/detail/${encodeURIComponent(team.dn)}`);
  await expect(main(page).getByRole('heading', { name: team.name, level: 1 })).toBeVisible(LOADED);
};
const conflictDialog = (page: Page) => host(page).getByRole('dialog', { name: 'Someone else saved this meanwhile' });
const isTeamSave = (r: { request(): { method(): string }; url(): string }) =>
  r.request().method() === 'PUT' && /\/access\/teams$/.test(r.url());

/** Two administrators open one team; the first saves a new description; the second's save is refused (412). */
async function conflictOnTeam(
  as: (account: typeof ADMIN) => Promise<Page>,
  api: Api,
  typed: { name?: string; description?: string },
) {
  const team = await newTeam(api);
  const first = await as(ADMIN);
  const second = await as(ADMIN);
  await openTeam(first, team);
  await openTeam(second, team);

  await teamForm(first).getByLabel('Description', { exact: true }).fill('Changed by the first');
  const firstSaved = first.waitForResponse(isTeamSave);
  await teamForm(first).getByRole('button', { name: 'Save', exact: true }).click();
  expect((await firstSaved).status()).toBe(200);

  if (typed.name) await teamForm(second).getByLabel('Name', { exact: true }).fill(typed.name);
  if (typed.description) await teamForm(second).getByLabel('Description', { exact: true }).fill(typed.description);
  const refused = second.waitForResponse(isTeamSave);
  await teamForm(second).getByRole('button', { name: 'Save', exact: true }).click();
  expect((await refused).status()).toBe(412);
  const dialog = conflictDialog(second);
  await expect(dialog.locator('tr[data-field=description]')).toContainText('Changed by the first');
  return { team, second, dialog };
}

test('two administrators save one team: the second sees what changed and applies his change on top; nothing is lost', async ({
  as,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  const renamed = `E2E Team renamed ${uniqueId('t')}`;
  const { team, second, dialog } = await conflictOnTeam(as, api, { name: renamed });
  await expect(dialog.locator('tr[data-field=name]')).toContainText(renamed);

  await dialog.getByRole('button', { name: 'Apply my changes on top' }).click();
  await expect(teamForm(second).getByLabel('Description', { exact: true })).toHaveValue('Changed by the first');
  await expect(teamForm(second).getByLabel('Name', { exact: true })).toHaveValue(renamed);
  const saved = second.waitForResponse(isTeamSave);
  await teamForm(second).getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);

  const stored = await api.call<{ name?: string; description?: string }>('POST', 'access/teams/team', {
    body: { dn: team.dn },
  });
  expect(stored.body).toMatchObject({ name: renamed, description: 'Changed by the first' });
});

test('after a conflict on a team, taking the saved version shows it and keeps nothing of the refused form', async ({
  as,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  const { second, dialog } = await conflictOnTeam(as, api, { description: 'Typed second' });
  await expect(dialog.locator('tr[data-field=description]')).toContainText('(changed by both)');
  await expect(dialog.locator('tr[data-field=description]')).toContainText('Typed second');
  await dialog.getByRole('button', { name: 'Take the saved version' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(teamForm(second).getByLabel('Description', { exact: true })).toHaveValue('Changed by the first');
});

test('leaving a changed team form asks first: staying keeps what was typed', async ({ as, request }) => {
  const team = await newTeam(await apiAs(request, ADMIN));
  const admin = await as(ADMIN);
  await openTeam(admin, team);
  await teamForm(admin).getByLabel('Description', { exact: true }).fill('Not saved yet');
  await mainMenu(admin).getByRole('button', { name: 'Administration' }).click();
  await mainMenu(admin).getByRole('link', { name: 'Resources' }).click();
  const ask = host(admin).getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(teamForm(admin).getByLabel('Description', { exact: true })).toHaveValue('Not saved yet');
  await expect(admin).toHaveURL(/#\/teams\/detail\//);
});

/** Counts the requests of `method` whose URL matches, from now on. */
function countRequests(page: Page, method: string, url: RegExp): () => number {
  let count = 0;
  page.on('request', (r) => {
    if (r.method() === method && url.test(r.url())) count += 1;
  });
  return () => count;
}

async function pick(page: Page, label: string, text: string, option: RegExp) {
  const picker = main(page).getByRole('combobox', { name: label });
  await picker.fill(text);
  await main(page).getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

test('a double click on Create team, Create resource and Create (entity) sends one request each', async ({ as }) => {
  const admin = await as(ADMIN, 'teams/create');
  await main(admin)
    .getByRole('textbox', { name: 'Name' })
    .fill(`E2E Twice ${uniqueId('t')}`);
  await pick(admin, 'Team managers', 'Tina', /Tina Teammanager/);
  const teamPosts = countRequests(admin, 'POST', /\/access\/teams$/);
  const team = admin.waitForResponse((r) => r.request().method() === 'POST' && /\/access\/teams$/.test(r.url()));
  await main(admin).getByRole('button', { name: 'Create team' }).dblclick();
  expect((await team).status()).toBe(200);
  await expect(admin).toHaveURL(/#\/teams\/detail\//);
  expect(teamPosts()).toBe(1);

  await admin.goto('/idmdash/#/resource/create');
  // The team's page (which has a Name field too) must be gone before typing.
  await expect(main(admin).getByRole('heading', { name: 'New resource', level: 1 })).toBeVisible(LOADED);
  await main(admin)
    .getByLabel('Name', { exact: true })
    .fill(`E2E Twice ${uniqueId('r')}`);
  const resourcePosts = countRequests(admin, 'POST', /\/catalog\/resources$/);
  const resource = admin.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/catalog\/resources$/.test(r.url()),
  );
  await main(admin).getByRole('button', { name: 'Create resource' }).dblclick();
  expect((await resource).status()).toBe(200);
  await expect(admin).toHaveURL(/#\/resource\/detail\//);
  expect(resourcePosts()).toBe(1);

  await admin.goto('/idmdash/#/entities/device/create');
  const host = `LT-${uniqueId('e2e')
    .toUpperCase()
    .replace(/[^A-Z0-9-]/g, '')}`;
  await main(admin)
    .getByRole('textbox', { name: /Host Name/ })
    .fill(host);
  await main(admin)
    .getByRole('combobox', { name: /Device Type/ })
    .selectOption('laptop');
  const entityPosts = countRequests(admin, 'POST', /\/access\/entities\/item/);
  const entity = admin.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/access\/entities\/item/.test(r.url()),
  );
  await main(admin).getByRole('button', { name: 'Create' }).dblclick();
  expect((await entity).status()).toBe(200);
  await expect(main(admin).getByRole('heading', { name: host, level: 1 })).toBeVisible();
  expect(entityPosts()).toBe(1);
});

test('a double click on Save of a new delegation and of a new availability period sends one request each', async ({
  as,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  const admin = await as(ADMIN, 'delegation/createDelegation');
  await pick(admin, 'Delegate', 'Eddie', /Eddie User/);
  await main(admin).getByLabel('Category').selectOption({ label: 'Role requests' });
  await main(admin).getByRole('checkbox', { name: 'Source Repository' }).check();
  const delegationPosts = countRequests(admin, 'POST', /\/access\/delegation$/);
  const delegation = admin.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/access\/delegation$/.test(r.url()),
  );
  await main(admin).locator('[part=delegation-form]').getByRole('button', { name: 'Save' }).dblclick();
  const created = await delegation;
  expect(created.status()).toBe(200);
  const assignmentId = ((await created.json()) as { assignmentId?: string }).assignmentId;
  try {
    await expect(admin).toHaveURL(/#\/delegation$/);
    expect(delegationPosts()).toBe(1);

    await admin.goto('/idmdash/#/availability');
    await main(admin).getByRole('button', { name: 'New period' }).click();
    const form = main(admin).locator('[part=availability-form]');
    await form.getByRole('checkbox', { name: 'Source Repository' }).check();
    const periodPosts = countRequests(admin, 'POST', /\/access\/availability$/);
    const period = admin.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/access\/availability$/.test(r.url()),
    );
    await form.getByRole('button', { name: 'Save' }).dblclick();
    const saved = await period;
    expect(saved.status()).toBe(200);
    await expect(form).toHaveCount(0);
    expect(periodPosts()).toBe(1);
    const availabilityId = ((await saved.json()) as { availabilityId?: string }).availabilityId;
    if (availabilityId)
      await api.call('DELETE', 'access/availability', { body: { availability: [{ availabilityId }] } });
  } finally {
    if (assignmentId) await api.call('DELETE', 'access/delegation', { body: { delegations: [{ assignmentId }] } });
  }
});

test('a double click on Create Role and on Create SoD rule sends one request each', async ({ as, request }) => {
  const api = await apiAs(request, ADMIN);
  const admin = await as(ADMIN, 'role/create');
  const roleName = `E2E Twice ${uniqueId('r')}`;
  await main(admin).getByLabel('Name', { exact: true }).fill(roleName);
  const rolePosts = countRequests(admin, 'POST', /\/catalog\/roles$/);
  const role = admin.waitForResponse((r) => r.request().method() === 'POST' && /\/catalog\/roles$/.test(r.url()));
  await main(admin).getByRole('button', { name: 'Create Role' }).dblclick();
  expect((await role).status()).toBe(200);
  await expect(main(admin).getByRole('heading', { name: roleName, level: 1 })).toBeVisible(LOADED);
  expect(rolePosts()).toBe(1);

  // The rule is between two roles of its own, so no seeded request meets a new conflict.
  const otherName = `E2E Twice ${uniqueId('r')}`;
  const other = await api.call('POST', 'catalog/roles', {
    body: { name: otherName, roleLevel: { level: 10 }, approvalRequired: false },
  });
  expect(other.status, JSON.stringify(other.body)).toBe(200);
  await admin.goto('/idmdash/#/sod/create');
  await expect(main(admin).getByRole('heading', { name: 'New separation of duties rule', level: 1 })).toBeVisible(
    LOADED,
  );
  await main(admin)
    .getByLabel('Name', { exact: true })
    .fill(`E2E Twice ${uniqueId('s')}`);
  await pick(admin, 'Conflicting roles', roleName, new RegExp(roleName));
  await pick(admin, 'Conflicting roles', otherName, new RegExp(otherName));
  const sodPosts = countRequests(admin, 'POST', /\/catalog\/sods$/);
  const sod = admin.waitForResponse((r) => r.request().method() === 'POST' && /\/catalog\/sods$/.test(r.url()));
  await main(admin).getByRole('button', { name: 'Create SoD rule' }).dblclick();
  expect((await sod).status()).toBe(200);
  await expect(admin).toHaveURL(/#\/sod\/detail\//);
  expect(sodPosts()).toBe(1);
});
