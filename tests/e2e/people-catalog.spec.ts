import { test, expect, type Page } from '@playwright/test';
import { ADMIN, EDDIE, MARIA, hashFor, main, signInAs, urlEndingWith, watchForErrors } from './people-helpers';
import { testHook } from './shell-helpers';

// The user catalog (#/users): search, advanced search, card and list views, quick info, details.

const cards = (page: Page) => main(page).getByRole('list', { name: 'Users' });
const total = (page: Page) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: /^Total: \d+$/ });
const searchBox = (page: Page) => main(page).getByRole('searchbox', { name: 'Search users' });

async function totalCount(page: Page): Promise<number> {
  await expect(total(page)).toBeVisible();
  return Number((await total(page).innerText()).replace(/\D/g, ''));
}

test('search finds a user by name and an empty search lists everyone again', async ({ page }) => {
  const problems = watchForErrors(page);
  await signInAs(page, ADMIN, 'users');
  await expect(cards(page)).toBeVisible();
  const everyone = await totalCount(page);
  expect(everyone).toBeGreaterThan(200);

  await searchBox(page).fill('Eddie');
  await expect(total(page)).toHaveText('Total: 1');
  await expect(cards(page).locator('a[href^="#/users/"]')).toHaveCount(1);
  await expect(cards(page).getByRole('link', { name: EDDIE.fullName })).toBeVisible();

  // Several words: each in one of the search attributes (first and last name here).
  await searchBox(page).fill(MARIA.fullName);
  await expect(total(page)).toHaveText('Total: 1');
  await expect(cards(page).getByRole('link', { name: MARIA.fullName })).toBeVisible();

  // Nothing matches: the empty text of the spec.
  await searchBox(page).fill('zzqqxx');
  await expect(total(page)).toHaveText('Total: 0');
  await expect(main(page).getByText('No users found')).toBeVisible();

  await searchBox(page).fill('');
  await expect(total(page)).toHaveText(`Total: ${everyone}`);
  expect(problems).toEqual([]);
});

test('advanced search filters on the search attributes, together, and Clear removes the filters', async ({ page }) => {
  await signInAs(page, ADMIN, 'users');
  await expect(cards(page)).toBeVisible();
  const everyone = await totalCount(page);

  const toggle = main(page).getByRole('button', { name: /^Advanced Search/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const form = main(page).getByRole('form', { name: 'Advanced Search' });
  // Spec section 3: FirstName, LastName, Email, TelephoneNumber when the client names none.
  for (const label of ['First Name', 'Last Name', 'Email', 'Telephone Number'])
    await expect(form.getByLabel(label, { exact: true })).toBeVisible();

  await form.getByLabel('Last Name', { exact: true }).fill('Manager');
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(cards(page).getByRole('link', { name: MARIA.fullName })).toBeVisible();
  const names = await cards(page).locator('a[href^="#/users/"]').allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/manager/i);
  // The toggle says a filter is on.
  await expect(toggle).toHaveAccessibleName('Advanced Search (on)');

  // Two fields together narrow it to one person.
  await form.getByLabel('First Name', { exact: true }).fill('Maria');
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(total(page)).toHaveText('Total: 1');
  await expect(cards(page).getByRole('link', { name: MARIA.fullName })).toBeVisible();

  await form.getByRole('button', { name: 'Clear' }).click();
  await expect(total(page)).toHaveText(`Total: ${everyone}`);
  await expect(form.getByLabel('Last Name', { exact: true })).toHaveValue('');
  await expect(toggle).toHaveAccessibleName('Advanced Search');
});

test('card and list views switch, the view and the search are part of the URL, and a reload keeps them', async ({
  page,
}) => {
  await signInAs(page, ADMIN, 'users');
  const views = main(page).getByRole('group', { name: 'View' });
  await expect(views.getByRole('button', { name: 'Card view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toBeVisible();
  await expect(main(page).getByRole('table')).toHaveCount(0);

  await views.getByRole('button', { name: 'List view' }).click();
  await expect(page).toHaveURL(/#\/users\?view=users$/);
  await expect(views.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  const table = main(page).getByRole('table', { name: 'users' });
  await expect(table).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  // Spec section 3: the list shows the name and the user ID by default.
  await expect(table.getByRole('columnheader', { name: 'Name' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'User ID' })).toBeVisible();
  await searchBox(page).fill('maria.manager');
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: MARIA.fullName }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: MARIA.username, exact: true })).toBeVisible();

  await expect(page).toHaveURL(/#\/users\?view=users&q=maria\.manager$/);

  // A reload keeps the view and the search (both are in the link).
  await page.reload();
  await expect(main(page).getByRole('table', { name: 'users' })).toBeVisible();
  await expect(views.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(searchBox(page)).toHaveValue('maria.manager');
  await expect(row).toHaveCount(1);

  await views.getByRole('button', { name: 'Card view' }).click();
  await expect(page).toHaveURL(/#\/users\?q=maria\.manager$/);
  await expect(cards(page)).toBeVisible();
  await expect(main(page).getByRole('table')).toHaveCount(0);
});

test('the quick info of a name opens on click, closes on Escape, and View more info opens the details', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  await signInAs(page, ADMIN, 'users');
  await searchBox(page).fill('maria.manager');
  await expect(total(page)).toHaveText('Total: 1');

  const trigger = main(page).getByRole('button', { name: `Quick info about ${MARIA.fullName}` });
  const popup = main(page).getByRole('dialog', { name: MARIA.fullName });
  // Resting the pointer on it opens it too (after a short delay); leaving closes it.
  await trigger.hover();
  await expect(popup).toBeVisible();
  await page.mouse.move(1, 1);
  await expect(popup).toHaveCount(0);

  await trigger.click();
  await expect(popup).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  // Photo (or the default image), name, primary and labelled secondary values.
  await expect(popup.getByText('Engineering Manager')).toBeVisible();
  await expect(popup.getByRole('link', { name: 'maria.manager@example.com' })).toHaveAttribute(
    'href',
    'mailto:maria.manager@example.com',
  );
  await expect(popup.getByRole('list', { name: 'Details' })).toContainText('Department');
  await expect(popup.getByRole('list', { name: 'Details' })).toContainText('Engineering');

  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(trigger).toBeFocused();

  // The list view has the same popup.
  await main(page).getByRole('button', { name: 'List view' }).click();
  await main(page)
    .getByRole('table')
    .getByRole('button', { name: `Quick info about ${MARIA.fullName}` })
    .click();
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'View more info' }).click();
  await expect(popup).toHaveCount(0);
  await expect(page).toHaveURL(urlEndingWith(hashFor('users', MARIA.dn)));
  await expect(
    main(page).getByRole('heading', { level: 1, name: `Identity information About: ${MARIA.fullName}` }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test("a user's name opens the detail page, and 'Back to users' returns to the catalog", async ({ page }) => {
  await signInAs(page, ADMIN, 'users');
  await searchBox(page).fill('Eddie');
  await expect(total(page)).toHaveText('Total: 1');
  const link = cards(page).getByRole('link', { name: EDDIE.fullName });
  await expect(link).toHaveAttribute('href', hashFor('users', EDDIE.dn));
  await link.click();
  // #/users/{dn} is the detail page itself (the same page as the inline #/detailInfo/{dn}).
  await expect(page).toHaveURL(urlEndingWith(hashFor('users', EDDIE.dn)));
  await expect(
    main(page).getByRole('heading', { level: 1, name: `Identity information About: ${EDDIE.fullName}` }),
  ).toBeVisible();
  await main(page).getByRole('link', { name: 'Back to users' }).click();
  await expect(page).toHaveURL(/#\/users$/);
  await expect(cards(page)).toBeVisible();
});

test('a search above the max user search shows the total and asks to refine, without a list; a narrower one lists and pages to its end', async ({
  page,
  request,
}) => {
  const problems = watchForErrors(page);
  await signInAs(page, ADMIN, 'users');
  const everyone = await totalCount(page);
  await testHook(request, 'max-user-search', { value: 100 });
  try {
    await page.reload();
    await expect(total(page)).toHaveText(`Total: ${everyone}`);
    await expect(main(page).getByText('Too many users to display, Please refine your search.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(main(page).getByText(/^Showing \d+ - \d+ of/)).toHaveCount(0);

    // Narrow enough: the users, no warning, and the pager's total is the count above it.
    await searchBox(page).fill(EDDIE.fullName);
    await expect(total(page)).toHaveText('Total: 1');
    await expect(cards(page).getByRole('link', { name: EDDIE.fullName })).toBeVisible();
    await expect(main(page).getByText('Too many users to display, Please refine your search.')).toHaveCount(0);
    await expect(main(page).getByText('Showing 1 - 1 of 1')).toBeVisible();
  } finally {
    await testHook(request, 'max-user-search', { value: 10000 });
  }
  expect(problems).toEqual([]);
});
