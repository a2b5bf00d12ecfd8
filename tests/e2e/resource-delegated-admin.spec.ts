import { test, expect, type Page } from '@playwright/test';
import { ADMIN, EDDIE, main, restCall, signIn, signInAs, watchForErrors } from './people-helpers';
import { mainMenu } from './shell-helpers';

// Issue 17 with issue 15: a delegated administrator of resources acts on the resources their permissions
// name, in the console and on the server, and loses the right with the assignment.

const RESOURCE_DEFS = 'cn=ResourceDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
const LAPTOP = `cn=Laptop,${RESOURCE_DEFS}`;
const AD_ACCOUNT = `cn=ActiveDirectoryAccount,${RESOURCE_DEFS}`;

/** Opens a resource's page and saves it unchanged: the HTTP status of PUT catalog/resources/resource. */
async function openAndSave(page: Page, dn: string, name: string): Promise<number> {
  await page.goto(`/idmdash/#/resource/detail/${encodeURIComponent(dn)}`);
  await expect(main(page).getByRole('heading', { name, level: 1 })).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith('/catalog/resources/resource'),
  );
  await main(page).getByRole('button', { name: 'Save', exact: true }).click();
  return (await saved).status();
}

const revokeEddie = (page: Page) =>
  restCall(page, 'DELETE', 'admin/administrator/assignments', {
    body: { revokeAssignments: [{ assignmentDomain: 'RESOURCES', identity: EDDIE.dn, isAllPermissions: true }] },
  });

test('UA Admin makes Eddie administrator of the Laptop resource: he reads and saves it and no other; removing it takes the right away', async ({
  browser,
  page,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, ADMIN);
  await revokeEddie(page); // a clean start after a failed run
  const assigned = await restCall(page, 'POST', 'admin/administrator/assignments/create', {
    body: { assigneeDn: EDDIE.dn, domain: 'RESOURCES', adminTypeKey: 'MANAGER', comment: 'Laptops only' },
  });
  expect(assigned.status).toBe(200); // restCall says 200 for any success
  const granted = await restCall(page, 'PUT', 'admin/assignment/permissions', {
    body: { assignedToDN: EDDIE.dn, permissions: [{ dn: LAPTOP }] },
  });
  expect(granted.status).toBe(200);

  const eddieContext = await browser.newContext();
  const eddie = await eddieContext.newPage();
  try {
    const problems = watchForErrors(eddie);
    await signIn(eddie, EDDIE.username, EDDIE.fullName);
    await mainMenu(eddie).getByRole('button', { name: 'Administration' }).click();
    await expect(mainMenu(eddie).getByRole('link', { name: 'Resources' })).toBeVisible();
    expect(await openAndSave(eddie, LAPTOP, 'Laptop')).toBe(200);
    // Out of his scope the resource is not his to see or change: the page says so, the server refuses both.
    await eddie.goto(`/idmdash/#/resource/detail/${encodeURIComponent(AD_ACCOUNT)}`);
    await expect(main(eddie).getByRole('heading', { name: 'You do not administer this resource' })).toBeVisible();
    const read = await restCall(eddie, 'POST', 'catalog/resources/resource', {
      body: { resources: [{ id: AD_ACCOUNT }] },
    });
    expect(read.status).toBe(403);
    const outside = await restCall(eddie, 'PUT', 'catalog/resources/resource', {
      body: { id: AD_ACCOUNT, name: 'Active Directory Account', description: 'Eddie was here' },
    });
    expect(outside.status).toBe(403);
    expect(problems).toEqual([]);

    expect((await revokeEddie(page)).status).toBe(200);
    const after = await restCall(eddie, 'PUT', 'catalog/resources/resource', {
      body: { id: LAPTOP, name: 'Laptop', description: 'Eddie was here' },
    });
    expect(after.status).toBe(403);
    await eddie.goto('/idmdash/');
    await eddie.reload();
    await mainMenu(eddie).getByRole('button', { name: 'Access' }).waitFor();
    await expect(mainMenu(eddie).getByRole('button', { name: 'Administration' })).toHaveCount(0);
  } finally {
    await eddieContext.close();
  }
});
