import { test as base, type Page } from '@playwright/test';
import {
  ADMIN,
  EDDIE,
  MARIA,
  TINA,
  apiAs,
  decideTask,
  expect,
  host,
  main,
  searchTasks,
  taskRow,
  test,
  uniqueId,
} from './access-helpers';
import { seriousViolations } from './axe';
import { ADMIN as PEOPLE_ADMIN, saveLocaleByApi, screenshot, signInAs } from './people-helpers';
import { mainMenu } from './shell-helpers';

// Teams (issue 16): #/teams, reached from the server-driven menu. A team's permissions decide at once what
// its managers may do for the members: request on their behalf, see and act on their tasks.

const ITEM = 'CRM Read'; // a role; one approval step: mmanager
const GROUP = 'Engineering'; // Maria Manager is in it, and in none of Tina's seeded teams

const teams = (page: Page) => main(page).getByRole('table', { name: 'teams' });

async function pick(page: Page, label: string, text: string, option: RegExp | string, tab?: string) {
  const picker = main(page).getByRole('combobox', { name: label });
  await picker.fill(text);
  if (tab) await host(page).getByRole('tab', { name: tab }).click();
  await main(page)
    .getByRole('option', { name: option, ...(typeof option === 'string' ? { exact: true } : {}) })
    .first()
    .click();
  await page.keyboard.press('Escape');
}

test('UA Admin creates a team for Tina, lets it request one role; Tina requests it for a member and approves the member’s task; without the permission she cannot', async ({
  as,
  request,
}) => {
  test.setTimeout(180_000);
  const name = `Platform Mentors ${uniqueId('t')}`;

  // UA Admin: Administration → Teams → Create team.
  const admin = await as(ADMIN);
  await mainMenu(admin).getByRole('button', { name: 'People' }).click();
  await mainMenu(admin).getByRole('link', { name: 'Teams' }).click();
  await expect(admin).toHaveURL(/#\/teams$/);
  await expect(teams(admin).getByRole('row').nth(1)).toBeVisible();
  await main(admin).getByRole('link', { name: 'Create team' }).click();
  await main(admin).getByRole('textbox', { name: 'Name' }).fill(name);
  await main(admin).getByRole('textbox', { name: 'Description' }).fill('Mentors of the platform engineers');
  await main(admin)
    .getByRole('radio', { name: /R – Roles/ })
    .check();
  await pick(admin, 'Team managers', 'Tina', new RegExp(TINA.fullName));
  await pick(admin, 'Members: users, groups and nested teams', GROUP, new RegExp(`^${GROUP}`), 'Groups');
  await main(admin).getByRole('button', { name: 'Create team' }).click();
  await expect(main(admin).getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(admin).toHaveURL(/#\/teams\/detail\//);

  // Its permissions: see and act on the members' tasks; request one role.
  const permissions = main(admin).locator('[part=team-permissions]');
  await permissions.getByRole('checkbox', { name: 'See their tasks' }).check();
  await permissions.getByRole('checkbox', { name: 'Act on their tasks' }).check();
  await permissions.getByRole('button', { name: 'Save rights' }).click();
  await expect(host(admin).locator('[part=banner]')).toContainText(/succeeded|saved|success/i);
  await pick(admin, 'Roles, resources or request definitions to request', ITEM, new RegExp(ITEM));
  await permissions.getByRole('button', { name: 'Add to what may be requested' }).click();
  await expect(permissions.getByRole('table', { name: 'requestable items' })).toContainText(ITEM);

  // Tina: Request Access for Maria, a member of the new team; only the permitted role is offered.
  const tina = await as(TINA);
  await tina.goto('/idmdash/#/requests');
  const recipients = main(tina).getByRole('group', { name: 'Request for' });
  await recipients.getByRole('radio', { name: 'Someone else' }).check();
  await main(tina).getByRole('combobox', { name: 'Team' }).selectOption({ label: name });
  await pick(tina, 'Recipients', 'Maria', new RegExp(MARIA.fullName));
  const search = main(tina)
    .getByRole('searchbox', { name: /Search/ })
    .first();
  await search.fill('CRM');
  await search.press('Enter');
  const results = main(tina).getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem').filter({ hasText: ITEM })).toHaveCount(1);
  await expect(results.getByRole('listitem').filter({ hasText: 'CRM Write' })).toHaveCount(0);
  await results.getByRole('listitem').filter({ hasText: ITEM }).getByRole('button', { name: /Add/ }).first().click();
  const cart = main(tina).locator('[part=cart]');
  await cart.getByRole('textbox', { name: 'Reason for request' }).fill('Maria reviews the CRM data.');
  await cart.getByRole('button', { name: 'Submit request' }).click();
  await expect(cart.getByRole('status')).toContainText('Your request was submitted.');

  // Tina: the member's task (Maria approves requests for CRM Read) in Team tasks; she claims and approves it.
  await tina.goto('/idmdash/#/tasks');
  await main(tina).getByRole('button', { name: 'Team tasks' }).click();
  await main(tina).getByRole('combobox', { name: 'Team', exact: true }).selectOption({ label: name });
  await main(tina).getByRole('combobox', { name: 'Team member' }).selectOption({ label: MARIA.fullName });
  await searchTasks(tina, ITEM);
  const row = taskRow(tina, ITEM, MARIA.fullName);
  await expect(row.first()).toBeVisible();
  await row.first().getByRole('link', { name: ITEM, exact: true }).click();
  const task = main(tina).getByRole('article', { name: ITEM, exact: true });
  const actions = task.getByRole('group', { name: 'Task actions' });
  await actions.getByRole('button', { name: 'Claim' }).click();
  await expect(actions.getByRole('button', { name: 'Release' })).toBeVisible();
  await decideTask(tina, 'Approve', 'Approved for my team.');

  // UA Admin takes the permission away: Tina may no longer request anything for Maria.
  await permissions
    .getByRole('table', { name: 'requestable items' })
    .getByRole('button', { name: `Remove ${ITEM}` })
    .click();
  await expect(permissions.getByRole('table', { name: 'requestable items' })).not.toContainText(ITEM);
  const tinaApi = await apiAs(request, TINA);
  const refused = await tinaApi.call('POST', 'access/teams/permissions', {
    query: { q: 'CRM', size: '10' },
    body: { targetSetDnList: [MARIA.dn] },
  });
  expect(refused.status).toBe(403);
  await tina.goto('/idmdash/#/requests');
  await tina.reload();
  await main(tina).getByRole('group', { name: 'Request for' }).getByRole('radio', { name: 'Someone else' }).check();
  await main(tina).getByRole('combobox', { name: 'Team' }).selectOption({ label: name });
  await main(tina).getByRole('combobox', { name: 'Recipients' }).fill('Maria');
  await expect(main(tina).getByRole('option', { name: new RegExp(MARIA.fullName) })).toHaveCount(0);

  // Tina sees the team read-only.
  await tina.goto('/idmdash/#/teams');
  await teams(tina).getByRole('link', { name, exact: true }).click();
  await expect(main(tina).getByText('You manage this team.', { exact: false })).toBeVisible();
  await expect(main(tina).getByRole('button', { name: 'Save' })).toHaveCount(0);

  // Clean up: delete the team.
  const adminApi = await apiAs(request, ADMIN);
  const list = await adminApi.call<{ teams: { dn: string; name: string }[] }>('GET', 'access/teams/managelist', {
    query: { q: name, size: '5' },
  });
  const dn = list.body.teams.find((t) => t.name === name)?.dn;
  expect(dn).toBeTruthy();
  const removed = await adminApi.call('DELETE', 'access/teams', { body: { teams: [{ dn }] } });
  expect(removed.status).toBe(200);
});

base(
  'the team list by type in words, a team with its permissions: no serious axe violations; Arabic right to left and dark (screenshots)',
  async ({ page: admin }) => {
    await signInAs(admin, PEOPLE_ADMIN, 'teams');
    await expect(teams(admin).getByRole('row').nth(1)).toBeVisible();
    await main(admin).getByRole('combobox', { name: 'Team type' }).selectOption({ label: 'C – Compliance' });
    await expect(teams(admin).locator('tbody tr').first()).toContainText('Compliance');
    const types = await teams(admin).locator('tbody tr').allTextContents();
    expect(types.every((row) => row.includes('Compliance'))).toBe(true);
    expect(await seriousViolations(admin)).toEqual([]);
    try {
      await host(admin).locator('[part=profile-button]').click();
      await host(admin).locator('[part=profile-menu]').getByLabel('Language').selectOption('ar');
      await expect(host(admin)).toHaveAttribute('dir', 'rtl');
      await admin.keyboard.press('Escape');
      await admin.goto('/idmdash/#/teams');
      await expect(main(admin).getByRole('heading', { name: 'الفرق' })).toBeVisible();
      await expect(main(admin).getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await screenshot(admin, 'teams-list-ar');
      await main(admin).getByRole('table').getByRole('row').nth(1).getByRole('link').first().click();
      await expect(main(admin).locator('[part=team-permissions]')).toBeVisible();
      await expect(main(admin).locator('[part=team-permissions] tbody tr').first()).toBeVisible();
      expect(await seriousViolations(admin)).toEqual([]);
      await admin.evaluate(() => document.querySelector('idm-console')?.setAttribute('theme', 'dark'));
      await screenshot(admin, 'teams-detail-ar-dark');
      expect(await seriousViolations(admin)).toEqual([]);
    } finally {
      await saveLocaleByApi(admin, PEOPLE_ADMIN.dn, 'en');
    }
  },
);

test('a user added to the group a team is made of is at once a member Tina may request for; the delegation permission lets her see their delegations', async ({
  as,
  request,
}) => {
  const admin = await apiAs(request, ADMIN);
  const group = await admin.call<{ dn: string }>('POST', 'access/groups', {
    body: { name: `Live Members ${uniqueId('g')}`, container: 'ou=groups,o=data', members: [MARIA.dn] },
  });
  expect(group.status).toBe(200);
  const teamName = `Live Team ${uniqueId('t')}`;
  const team = await admin.call<{ dn: string }>('POST', 'access/teams', {
    body: {
      name: teamName,
      domainTypes: ['A'],
      requestors: [{ dn: TINA.dn, type: 'user' }],
      recipients: [{ dn: group.body.dn, type: 'group' }],
    },
  });
  expect(team.status).toBe(200);
  const allow = (permission: string) =>
    admin.call('PUT', 'access/teams/permissions', {
      body: { teamDN: team.body.dn, permissions: [{ entityType: 'team', permission }] },
    });
  expect((await allow('request')).status).toBe(200);
  const recipients = async (tina: Page, name: string) => {
    await tina.goto('/idmdash/#/requests');
    await tina.reload();
    await main(tina).getByRole('group', { name: 'Request for' }).getByRole('radio', { name: 'Someone else' }).check();
    await main(tina).getByRole('combobox', { name: 'Team' }).selectOption({ label: teamName });
    await main(tina).getByRole('combobox', { name: 'Recipients' }).fill(name.split(' ')[0]!);
    return main(tina).getByRole('option', { name: new RegExp(name) });
  };
  try {
    const tina = await as(TINA);
    await expect(await recipients(tina, EDDIE.fullName)).toHaveCount(0);
    const added = await admin.call('PUT', 'access/groups', {
      body: { dn: group.body.dn, members: [EDDIE.dn], membersAction: 'add' },
    });
    expect(added.status).toBe(200);
    await expect(await recipients(tina, EDDIE.fullName)).toHaveCount(1);

    // Maria's delegations: refused until the team lets its managers set delegation, then shown at once.
    const delegationsOfMaria = async () => {
      await tina.goto('/idmdash/#/delegation');
      await tina.reload();
      await pick(tina, 'Delegations of another user', 'Maria', new RegExp(MARIA.fullName));
    };
    await delegationsOfMaria();
    await expect(main(tina).getByText('Failed to fetch delegations.')).toBeVisible();
    expect((await allow('request,delegation')).status).toBe(200);
    await delegationsOfMaria();
    await expect(main(tina).getByRole('table', { name: /delegations/i })).toBeVisible();
    await expect(main(tina).getByText('Failed to fetch delegations.')).toHaveCount(0);
  } finally {
    await admin.call('DELETE', 'access/teams', { body: { teams: [{ dn: team.body.dn }] } });
    await admin.call('DELETE', 'access/groups', { body: { dn: group.body.dn } });
  }
});
