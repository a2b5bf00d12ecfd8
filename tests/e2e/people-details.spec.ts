import { test, expect, type Locator, type Page } from '@playwright/test';
import { ADMIN, MARIA, hashFor, main, signInAs, urlEndingWith, watchForErrors } from './people-helpers';

// The user detail page (#/detailInfo/{dn}): spec section 2, "User detail page".

// Time-typed values are shown in the browser's time zone: pin it so the seeded dates read the same everywhere.
test.use({ timezoneId: 'UTC', locale: 'en-US' });

const MIA_DN = 'cn=mthompson,ou=Engineering,ou=users,o=data';

const article = (page: Page) =>
  main(page).getByRole('article', { name: `Identity information About: ${MARIA.fullName}` });
const primaryCard = (page: Page, label: string): Locator =>
  main(page).getByRole('list', { name: 'Primary attributes' }).getByRole('listitem').filter({ hasText: label });
/** The value (dd) next to a secondary or other attribute's label (dt). */
const row = (page: Page, label: string): Locator =>
  article(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

async function openMaria(page: Page): Promise<void> {
  await signInAs(page, ADMIN, hashFor('detailInfo', MARIA.dn).slice(2));
  await expect(article(page)).toBeVisible();
}

test('each attribute type is rendered as the spec says: text, mailto, tel, date, integer, boolean, DN quick info', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  await openMaria(page);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
    `Identity information About: ${MARIA.fullName}`,
  );
  // Photo (the sandbox's generated one for Maria), named for the person.
  await expect(article(page).getByRole('img', { name: `Photo of ${MARIA.fullName}` })).toBeVisible();

  // Primary attributes as cards: plain text, a mailto link for the e-mail, a tel link for the phone.
  await expect(primaryCard(page, 'First Name')).toContainText('Maria');
  await expect(primaryCard(page, 'Title')).toContainText('Engineering Manager');
  await expect(primaryCard(page, 'Email').getByRole('link', { name: 'maria.manager@example.com' })).toHaveAttribute(
    'href',
    'mailto:maria.manager@example.com',
  );
  const phone = primaryCard(page, 'Telephone Number').getByRole('link', { name: '+1 555-010-0101' });
  await expect(phone).toHaveAttribute('href', /^tel:\+1[\d-]+$/);
  expect((await phone.getAttribute('href'))?.replace(/-/g, '')).toBe('tel:+15550100101');

  // Secondary and other attributes as label/value rows.
  await expect(row(page, 'Department')).toHaveText('Engineering');
  await expect(row(page, 'User ID')).toHaveText(MARIA.username);
  await expect(row(page, 'Cost Center')).toHaveText('2100');
  // Time: 'MMM d, y h:mm a' (the seed's hire date is 2005-08-01 09:00 UTC).
  await expect(row(page, 'Hire Date')).toHaveText('Aug 1, 2005 9:00 AM');
  await expect(row(page, 'Login Disabled')).toHaveText('No');

  // DN attributes whose lookup entity is user-lookup open the user quick info (not a link).
  const manager = row(page, 'Manager');
  await expect(manager.getByRole('link')).toHaveCount(0);
  const mia = manager.getByRole('button', { name: 'Mia Thompson' });
  await expect(mia).toHaveAttribute('aria-haspopup', 'dialog');
  await mia.click();
  const popup = main(page).getByRole('dialog', { name: 'Mia Thompson' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Vice President, Engineering');
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(mia).toBeFocused();

  // A multi-valued DN attribute: one quick-info button per value.
  const reports = row(page, 'Direct Reports');
  await expect(reports.getByRole('listitem')).toHaveCount(6);
  await expect(reports.getByRole('button', { name: 'Eddie User' })).toBeVisible();
  await expect(row(page, 'Assistant').getByRole('button', { name: 'Paula Proxy' })).toBeVisible();

  // 'View more info' in a DN's quick info goes to that person's details.
  await mia.click();
  await popup.getByRole('button', { name: 'View more info' }).click();
  await expect(page).toHaveURL(urlEndingWith(hashFor('users', MIA_DN)));
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Identity information About: Mia Thompson');
  expect(problems).toEqual([]);
});

test('attributes without a value are skipped', async ({ page }) => {
  await openMaria(page);
  // The sandbox's schema has Mobile (multi-valued) for everyone; Maria has none.
  const schemaLabels = await article(page).locator('dt').allInnerTexts();
  expect(schemaLabels).toContain('Department');
  expect(schemaLabels).not.toContain('Mobile');
  // No label is shown without a value, nowhere on the page.
  const empty = await article(page)
    .locator('dl > div, [aria-label="Primary attributes"] > li')
    .evaluateAll(
      (items) =>
        items.filter((item) => (item.querySelector('dd, .idm-user-details-value')?.textContent ?? '').trim() === '')
          .length,
    );
  expect(empty).toBe(0);
  // The photo's Binary attribute is the picture, never a row.
  expect(schemaLabels).not.toContain('Photo');
});

test('DN values of other entities are links: to the user catalog for user definitions, to the entities catalog otherwise', async ({
  page,
}) => {
  // The sandbox's only non-user DN attribute (Group) is shown as the Group Memberships section instead.
  // Answer the details without the membership list, and with the manager as a plain `user` lookup, so
  // that the page has to render both kinds of DN link.
  await page.route(
    (url) => url.pathname.endsWith('/access/users/details'),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      delete body.groupMemberof;
      for (const attribute of body.secondaryAttributes as { key: string; lookupEntity?: string }[]) {
        if (attribute.key === 'manager') attribute.lookupEntity = 'user';
      }
      await route.fulfill({ response, json: body });
    },
  );
  await openMaria(page);
  await expect(main(page).getByRole('region', { name: 'Group Memberships' })).toHaveCount(0);

  const groups = row(page, 'Groups');
  const engineering = groups.getByRole('link', { name: 'Engineering', exact: true });
  await expect(engineering).toHaveAttribute('href', hashFor('entities/group', 'cn=Engineering,ou=groups,o=data'));
  await expect(groups.getByRole('button')).toHaveCount(0);

  const manager = row(page, 'Manager').getByRole('link', { name: 'Mia Thompson' });
  await expect(manager).toHaveAttribute('href', hashFor('users', MIA_DN));
  await expect(row(page, 'Manager').getByRole('button')).toHaveCount(0);
  await manager.click();
  await expect(page).toHaveURL(urlEndingWith(hashFor('users', MIA_DN)));
  // Mia's details may still be on their way through the handler when the test ends: its context closes
  // under it ("Response has been disposed"), which is no failure of the page.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a DN that is no user shows the server error instead of an empty page', async ({ page }) => {
  const nobody = 'cn=nobody-here,ou=users,o=data';
  await signInAs(page, ADMIN, hashFor('detailInfo', nobody).slice(2));
  // The sandbox's fault reason (spec section 8: a fault shows its reason text).
  const alert = main(page).getByRole('alert');
  await expect(alert).toContainText(`No user ${nobody}.`);
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(main(page).getByRole('article')).toHaveCount(0);
});
