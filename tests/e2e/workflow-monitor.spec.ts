import { test, expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { ADMIN, banner, host, main, restCall, saveLocaleByApi, signIn, signInAs } from './people-helpers';
import { mainMenu } from './shell-helpers';

// Workflow monitoring and server administration (issue 18): #/workflowmonitoring and #/configuration/….

const processes = (page: Page) => main(page).getByRole('table', { name: 'processes' });
const workEntries = (page: Page) => main(page).getByRole('table', { name: 'Work entries' });

/** Opens the first running process of the list and answers its name. */
async function openRunningProcess(page: Page, index: number): Promise<string> {
  await page.goto('/idmdash/#/workflowmonitoring');
  const button = processes(page)
    .getByRole('row')
    .nth(index + 1)
    .getByRole('button')
    .first();
  const name = (await button.textContent()) ?? '';
  await button.click();
  await expect(main(page).getByRole('heading', { name, level: 1 })).toBeVisible();
  return name;
}

test.describe('workflow monitoring and server administration', () => {
  test('an administrator terminates a running process and its request ends terminated in history', async ({ page }) => {
    await signInAs(page, ADMIN, 'workflowmonitoring');
    await openRunningProcess(page, 0);
    const requestId = (await main(page).locator('dt:text-is("Request") + dd').textContent()) ?? '';
    await main(page).getByRole('button', { name: 'Terminate' }).click();
    await main(page).getByRole('dialog').getByRole('button', { name: 'Terminate' }).click();
    await expect(banner(page)).toContainText('The process was terminated.');
    await expect(main(page).locator('dt:text-is("State") + dd')).toHaveText('Terminated');
    const history = await restCall(page, 'POST', 'access/requests/history/item', { body: { id: requestId } });
    expect(history.body).toMatchObject({ requestStatus: 'terminated' });
  });

  test('an administrator reassigns a work entry', async ({ page }) => {
    await signInAs(page, ADMIN, 'workflowmonitoring');
    const name = await openRunningProcess(page, 1);
    // The process has an address of its own: a reload shows it again, Back goes to the list.
    await expect(page).toHaveURL(/#\/workflowmonitoring\/process\/[^/]+/);
    await page.reload();
    await expect(main(page).getByRole('heading', { name, level: 1 })).toBeVisible();
    await workEntries(page).getByRole('button', { name: 'Reassign' }).first().click();
    const dialog = main(page).getByRole('dialog');
    // Earlier tests on the shared sandbox may have given the entry to Tina already: the current assignee cannot be
    // picked, so the new one is whoever of the two is not.
    const current = (await dialog.getByText(/^Now assigned to /).textContent()) ?? '';
    const [search, assignee] = current.includes('Tina Teammanager')
      ? ['mmanager', 'Maria Manager']
      : ['tmanager', 'Tina Teammanager'];
    await dialog.getByRole('combobox', { name: 'New assignee' }).fill(search);
    await dialog
      .getByRole('listbox')
      .getByRole('option', { name: new RegExp(assignee) })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Reassign' }).click();
    await expect(banner(page)).toContainText('The work entry was reassigned.');
    await expect(workEntries(page)).toContainText(assignee);
    await page.goBack();
    await expect(page).toHaveURL(/#\/workflowmonitoring$/);
    await expect(processes(page)).toBeVisible();
  });

  test('an administrator sets a logger level and sees it after a reload, clears a cache holder and edits the cache configuration', async ({
    page,
  }) => {
    await signInAs(page, ADMIN, 'configuration/logging');
    const level = main(page).getByRole('combobox', { name: 'Level of com.netiq.idm.rest', exact: true });
    await level.selectOption('DEBUG');
    await expect(banner(page)).toContainText('The level of com.netiq.idm.rest was set.');
    await page.reload();
    await expect(main(page).getByRole('combobox', { name: 'Level of com.netiq.idm.rest', exact: true })).toHaveValue(
      '10000',
    );
    await page.goto('/idmdash/#/configuration/caching');
    await main(page).getByRole('button', { name: 'Clear ThemeCache' }).click();
    await expect(banner(page)).toContainText('ThemeCache was cleared.');
    await expect(main(page).getByRole('row', { name: /ThemeCache/ })).toContainText('0');

    // The cache configuration: a bad number stays in the form with its message; a good one is saved.
    const config = main(page).locator('[part=cache-configuration]');
    const maxNodes = config.getByRole('textbox', { name: 'Maximum nodes' });
    await maxNodes.fill('0');
    await config.getByRole('button', { name: 'Save' }).click();
    await expect(config.getByText('Enter a whole number from 1 to 10000000.')).toBeVisible();
    await expect(maxNodes).toHaveValue('0');
    await maxNodes.fill('6000');
    await config.getByRole('button', { name: 'Save' }).click();
    await expect(banner(page)).toContainText('The cache configuration was saved.');
    const holders = main(page).locator('[part=customized-holders]');
    const own = holders.getByRole('textbox', { name: 'Maximum nodes of RoleCatalogCache' });
    await own.fill('250');
    await holders.getByRole('button', { name: 'Save holder limits' }).click();
    await expect(banner(page)).toContainText("The cache holders' limits were saved.");
    await page.reload();
    await expect(
      main(page).locator('[part=cache-configuration]').getByRole('textbox', { name: 'Maximum nodes' }),
    ).toHaveValue('6000');
    await expect(main(page).getByRole('textbox', { name: 'Maximum nodes of RoleCatalogCache' })).toHaveValue('250');
    await restCall(page, 'POST', 'admin/cache/configuration', { body: { maxNodes: '5000' } });
    await restCall(page, 'POST', 'admin/cache/customizedHolders', {
      body: { customizeCacheHolders: [{ cacheValue: 'RoleCatalogCache', enableLocalMaxnodes: 'false' }] },
    });
  });

  test('the delegated administrator has no menu entry and the server refuses them', async ({ page }) => {
    await signIn(page, 'dadmin', 'Dan Delegate');
    await expect(mainMenu(page)).toBeVisible();
    await expect(mainMenu(page)).not.toContainText('Workflow Monitoring');
    await expect(mainMenu(page)).not.toContainText('Configuration');
    await page.goto('/idmdash/#/workflowmonitoring');
    await expect(processes(page)).toHaveCount(0);
    expect((await restCall(page, 'GET', 'access/monitoring/process/list')).status).toBe(403);
    expect((await restCall(page, 'GET', 'admin/logging/list')).status).toBe(403);
  });

  test('looks right in English and Arabic', async ({ page }) => {
    await signInAs(page, ADMIN, 'workflowmonitoring');
    await expect(processes(page)).toBeVisible();
    await page.screenshot({ path: '/tmp/monitor-processes-en.png' });
    await page.goto('/idmdash/#/configuration/logging');
    await expect(main(page).getByRole('table', { name: 'loggers' })).toBeVisible();
    await page.screenshot({ path: '/tmp/monitor-logging-en.png' });
    expect(await seriousViolations(page)).toEqual([]);
    try {
      await host(page).locator('[part=profile-button]').click();
      await host(page).locator('[part=profile-menu]').getByLabel('Language').selectOption('ar');
      await expect(host(page)).toHaveAttribute('dir', 'rtl');
      await page.keyboard.press('Escape');
      await page.goto('/idmdash/#/workflowmonitoring');
      await expect(main(page).getByRole('heading', { name: 'العمليات', level: 1 })).toBeVisible();
      await page.screenshot({ path: '/tmp/monitor-processes-ar.png' });
      await page.goto('/idmdash/#/configuration/auditing');
      await expect(main(page).getByRole('heading', { name: 'التدقيق', level: 1 })).toBeVisible();
      await page.screenshot({ path: '/tmp/monitor-auditing-ar.png' });
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await saveLocaleByApi(page, ADMIN.dn, 'en');
    }
  });
});
