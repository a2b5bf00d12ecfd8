import { test, expect, type Locator, type Page } from '@playwright/test';
import { EDDIE, MARIA, escapeRegExp, hashFor, main, signInAs, urlEndingWith, watchForErrors } from './people-helpers';

// The org chart (#/orgchart) as the manager: keyboard walk, Enter re-centres, Show more, Request for.

const TINA_DN = 'cn=tmanager,ou=users,o=data';

const chart = (page: Page, name: string): Locator => main(page).getByRole('group', { name: `Organization of ${name}` });
/** The person button of a card (the grid's one tab stop moves between these). */
const person = (page: Page, name: string): Locator =>
  main(page).locator('button[data-org-node]', { hasText: new RegExp(`^${name}$`) });
const row = (page: Page, label: string | RegExp): Locator => main(page).getByRole('list', { name: label, exact: true });

test('arrow keys walk from the person to the managers and the reports, and Enter puts the focused person in the middle', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  await signInAs(page, MARIA, 'orgchart');
  await expect(chart(page, MARIA.fullName)).toBeVisible();
  await expect(row(page, 'Selected person').getByRole('button', { name: MARIA.fullName, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(row(page, 'Manager').getByRole('button', { name: 'Mia Thompson', exact: true })).toBeVisible();
  await expect(row(page, 'Direct reports (6)').locator('button[data-org-node]')).toHaveCount(6);

  // One tab stop: the person in the middle.
  const maria = person(page, MARIA.fullName);
  await expect(maria).toHaveAttribute('tabindex', '0');
  await expect(person(page, 'Mia Thompson')).toHaveAttribute('tabindex', '-1');
  await maria.focus();

  await page.keyboard.press('ArrowUp');
  await expect(person(page, 'Mia Thompson')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(person(page, 'Ryan Smith')).toBeFocused();
  // Down from a manager goes to the one below them in the chain, not to the first of the row.
  await page.keyboard.press('ArrowDown');
  await expect(person(page, 'Mia Thompson')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(maria).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(person(page, 'Brian Mitchell')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(person(page, EDDIE.fullName)).toBeFocused();
  await page.keyboard.press('End');
  await expect(person(page, 'Susan Patel')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(person(page, 'Brian Mitchell')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(person(page, 'Brian Mitchell')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(person(page, EDDIE.fullName)).toBeFocused();
  // The focused card is the tab stop now.
  await expect(person(page, EDDIE.fullName)).toHaveAttribute('tabindex', '0');
  await expect(maria).toHaveAttribute('tabindex', '-1');

  // Enter: Eddie in the middle, his manager above, the URL names him, the focus stays on him.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(urlEndingWith(hashFor('orgchart', EDDIE.dn)));
  await expect(chart(page, EDDIE.fullName)).toBeVisible();
  await expect(row(page, 'Selected person').getByRole('button', { name: EDDIE.fullName, exact: true })).toBeFocused();
  await expect(row(page, 'Manager').getByRole('button', { name: MARIA.fullName, exact: true })).toBeVisible();
  await expect(row(page, /^Direct reports/)).toHaveCount(0);

  // And back up by keyboard: Up, Enter.
  await page.keyboard.press('ArrowUp');
  await expect(person(page, MARIA.fullName)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(urlEndingWith(hashFor('orgchart', MARIA.dn)));
  await expect(row(page, 'Selected person').getByRole('button', { name: MARIA.fullName, exact: true })).toBeFocused();
  expect(problems).toEqual([]);
});

test("'Show more' pages through a large team and gives the focus to the first new person", async ({ page }) => {
  // The largest team in a 200-user sandbox is Tina's (team relationship, more than one page of 20).
  await signInAs(page, MARIA, hashFor('orgchart', TINA_DN).slice(2));
  await expect(chart(page, 'Tina Teammanager')).toBeVisible();
  await main(page).getByRole('combobox', { name: 'Relationship' }).selectOption({ label: 'Team' });
  const reports = row(page, /^Direct reports \(\d+\)$/);
  await expect(reports).toBeVisible();
  const heading = main(page).getByRole('heading', { level: 2, name: /^Direct reports \(\d+\)$/ });
  const total = Number(/\d+/.exec(await heading.innerText())?.[0] ?? 0);
  expect(total, 'a team with more than one page of reports').toBeGreaterThan(20);

  const showing = main(page).getByText(/^Showing \d+ of \d+ direct reports$/);
  await expect(showing).toHaveText(`Showing 20 of ${total} direct reports`);
  await expect(reports.locator('button[data-org-node]')).toHaveCount(20);
  const more = main(page).getByRole('button', { name: 'Show more' });
  await more.click();
  const shown = Math.min(total, 40);
  await expect(reports.locator('button[data-org-node]')).toHaveCount(shown);
  await expect(showing).toHaveText(`Showing ${shown} of ${total} direct reports`);
  if (shown === total) {
    await expect(more).toHaveCount(0);
    // After the last page the first new person has the focus.
    await expect(reports.locator('button[data-org-node]').nth(20)).toBeFocused();
  }
});

test("'Request for this person' opens the request page for that person", async ({ page }) => {
  await signInAs(page, MARIA, 'orgchart');
  await expect(chart(page, MARIA.fullName)).toBeVisible();
  await main(page)
    .getByRole('button', { name: `Request for this person (${EDDIE.fullName})` })
    .click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(`#/requests?recipient=${encodeURIComponent(EDDIE.dn)}`)}$`));
});
