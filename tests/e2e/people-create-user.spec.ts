import { test, expect, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  EDDIE,
  TINY_PNG,
  deleteUsersByApi,
  escapeRegExp,
  hashFor,
  main,
  signInAs,
  uniqueId,
  urlEndingWith,
  watchForErrors,
} from './people-helpers';

// Create User (#/createUser) as the administrator: spec sections 5 (cn and password rules) and 8.

const PASSWORD_RULE = 'Password must be 6 to 100 letters, digits or !@#$%^&* and contain at least one digit';
const INVALID_CHARACTER = 'has invalid chracter';

const form = (page: Page) => main(page).getByRole('region', { name: 'Create User' });
/** An input by its accessible name (the required mark '*' is hidden from it). */
const field = (page: Page, label: string): Locator =>
  form(page).getByRole(label === 'Container' ? 'combobox' : 'textbox', { name: label, exact: true });

test('a bad user ID and password are refused with the spec messages, fixed without retyping the rest, then the user is created and findable', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  const cn = uniqueId('new');
  const lastName = `Probe${cn.slice(3)}`;
  const typed: Record<string, string> = {
    'First Name': 'Erin',
    'Last Name': lastName,
    Title: 'QA Engineer',
    Email: `${cn}@example.com`,
    'Telephone Number': '+1 555-010-4242',
    Location: 'Lisbon',
    Initials: 'EP',
  };
  const created: string[] = [];
  await signInAs(page, ADMIN, 'createUser');
  try {
    await expect(form(page).getByRole('heading', { name: 'Create User' })).toBeVisible();
    // The users container is preselected.
    await expect(field(page, 'Container')).toHaveValue('ou=users,o=data');

    for (const [label, value] of Object.entries(typed)) await field(page, label).fill(value);
    await field(page, 'User ID').fill(`${cn}/x`);
    await field(page, 'Password').fill('secret');
    // Enter sends the form from the field (a click is the separate test below).
    await field(page, 'Password').press('Enter');

    // Spec section 5: the cn characters and the password rule, each on its field; nothing was sent.
    await expect(field(page, 'User ID')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'User ID')).toHaveAccessibleDescription(INVALID_CHARACTER);
    await expect(field(page, 'Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Password')).toHaveAccessibleDescription(new RegExp(escapeRegExp(PASSWORD_RULE)));
    // The first field with a message takes the focus.
    await expect(field(page, 'User ID')).toBeFocused();
    for (const [label, value] of Object.entries(typed)) await expect(field(page, label), label).toHaveValue(value);

    // The cn rule covers every character of the spec's list, one at a time.
    for (const bad of ['<', ',', ';', '\\', '"', '+', '#', '=', '/', '|', '*', "'", '!', '@', '$', '%', '~']) {
      await field(page, 'User ID').fill(`a${bad}b`);
      await expect(field(page, 'User ID'), `"${bad}"`).toHaveAccessibleDescription(INVALID_CHARACTER);
    }

    // Fix the password only: the message goes as soon as the value is right.
    await field(page, 'Password').fill('Secret12!');
    await expect(field(page, 'Password')).toHaveAttribute('aria-invalid', 'false');
    await expect(field(page, 'Password')).not.toHaveAccessibleDescription(new RegExp(escapeRegExp(PASSWORD_RULE)));

    // A user ID that is taken: the server refuses (spec section 8: the fault reason), and keeps every value.
    await field(page, 'User ID').fill(EDDIE.username);
    await expect(field(page, 'User ID')).toHaveAttribute('aria-invalid', 'false');
    await form(page).getByRole('button', { name: 'Create User' }).click();
    await expect(form(page).getByRole('alert')).toContainText(
      `A user with the User ID "${EDDIE.username}" already exists.`,
    );
    for (const [label, value] of Object.entries(typed)) await expect(field(page, label), label).toHaveValue(value);
    await expect(field(page, 'Password')).toHaveValue('Secret12!');

    // The schema lets the photo be set at creation: the image rules first, then a valid one.
    const photo = form(page).getByLabel('Photo', { exact: true });
    await photo.setInputFiles({ name: 'me.jpg.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(photo).toHaveAccessibleDescription(/File with multiple extension is not supported$/);
    await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(photo).toHaveAttribute('aria-invalid', 'false');

    // Only the user ID changes: created.
    await field(page, 'User ID').fill(cn);
    const answer = page.waitForResponse((r) => r.url().endsWith('/access/user') && r.request().method() === 'POST');
    await form(page).getByRole('button', { name: 'Create User' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    const dn = ((await response.json()) as { dn: string }).dn;
    created.push(dn);
    // Spec section 5: empty-valued attributes are not sent.
    const sent = response.request().postDataJSON() as {
      attributes: { key: string; values: string[] }[];
      profilePhoto?: string;
      profilePhotoName?: string;
    };
    expect(sent.attributes.map((a) => a.key).sort()).toEqual([
      'CN',
      'Email',
      'FirstName',
      'Initials',
      'LastName',
      'Location',
      'TelephoneNumber',
      'Title',
    ]);
    expect(sent.profilePhoto).toMatch(/^data:image\/png;base64,/);
    expect(sent.profilePhotoName).toBe('me.png');

    const done = form(page).getByRole('status').filter({ hasText: 'was created' });
    await expect(done).toContainText(`User Erin ${lastName} was created.`);
    await expect(done.getByRole('link', { name: 'View the new user' })).toHaveAttribute('href', hashFor('users', dn));
    // The form is empty again, ready for the next user.
    await expect(field(page, 'First Name')).toHaveValue('');
    await expect(form(page).getByRole('alert')).toHaveCount(0);

    // Findable in the catalog, with what was typed.
    await page.goto('/idmdash/#/users');
    await main(page).getByRole('searchbox', { name: 'Search users' }).fill(lastName);
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: /^Total:/ }),
    ).toHaveText('Total: 1');
    await main(page)
      .getByRole('list', { name: 'Users' })
      .getByRole('link', { name: `Erin ${lastName}` })
      .click();
    await expect(page).toHaveURL(urlEndingWith(hashFor('users', dn)));
    const details = main(page).getByRole('article', { name: `Identity information About: Erin ${lastName}` });
    await expect(details).toContainText('QA Engineer');
    await expect(details.getByRole('img', { name: `Photo of Erin ${lastName}` })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );
    await expect(details.getByRole('link', { name: `${cn}@example.com` })).toHaveAttribute(
      'href',
      `mailto:${cn}@example.com`,
    );
    await expect(details).toContainText('Lisbon');
    await expect(details.locator('dl > div').filter({ hasText: 'User ID' }).locator('dd')).toHaveText(cn);
    expect(problems).toEqual([]);
  } finally {
    await deleteUsersByApi(page, created);
  }
});

test('Create User checks the required fields before anything is sent', async ({ page }) => {
  await signInAs(page, ADMIN, 'createUser');
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/access/user') && r.method() === 'POST') posted = true;
  });
  await form(page).getByRole('button', { name: 'Create User' }).click();
  for (const label of ['First Name', 'Last Name', 'User ID', 'Password']) {
    await expect(field(page, label), label).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, label), label).toHaveAccessibleDescription(/Required/);
  }
  // Optional fields carry no message.
  await expect(field(page, 'Title')).toHaveAttribute('aria-invalid', 'false');
  await expect(field(page, 'First Name')).toBeFocused();
  expect(posted).toBe(false);
});

test('one click on Create User right after a bad value still sends the form and shows every message', async ({
  page,
}) => {
  // Leaving the bad field (mousedown on the button) shows its message above the button; the click must
  // still reach the button, so that the untouched required field gets its message and the focus.
  await signInAs(page, ADMIN, 'createUser');
  await field(page, 'First Name').fill('Erin');
  await field(page, 'User ID').fill('a/b');
  await field(page, 'Password').fill('secret');
  await form(page).getByRole('button', { name: 'Create User' }).click();
  await expect(field(page, 'Last Name')).toHaveAccessibleDescription(/Required/);
  await expect(field(page, 'Last Name')).toBeFocused();
});
