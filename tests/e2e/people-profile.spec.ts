import { test, expect, type Locator, type Page } from '@playwright/test';
import {
  EDDIE,
  MARIA,
  TINY_PNG,
  banner,
  host,
  main,
  pngBytes,
  restCall,
  saveLocaleByApi,
  setAttributeByApi,
  signInAs,
  watchForErrors,
} from './people-helpers';

// My profile (#/myProfile) as the end user: edit, photo rules (spec sections 5 and 8), password sync
// statuses (spec section 4), the preferred language.

const profile = (page: Page) => main(page).getByRole('region', { name: /^My Profile/ });
const panel = (page: Page) => main(page).getByRole('tabpanel');
/** The value (dd) next to an attribute's label (dt) in the details panel. */
const value = (page: Page, key: string): Locator => panel(page).locator(`[data-key="${key}"] dd`);

async function currentValues(page: Page, dn: string, key: string): Promise<string[]> {
  const answer = await restCall(page, 'GET', 'access/users/details', { query: { userDn: dn, isProfile: 'true' } });
  type Node = { key: string; attributeValues: { $: string }[] };
  const body = answer.body as Record<string, Node[]>;
  const all = [...(body.primaryAttributes ?? []), ...(body.secondaryAttributes ?? []), ...(body.otherAttributes ?? [])];
  return (all.find((a) => a.key === key)?.attributeValues ?? []).map((v) => v.$);
}

test('the end user edits an editable attribute; read-only ones are marked and not offered', async ({ page }) => {
  const problems = watchForErrors(page);
  await signInAs(page, EDDIE, 'myProfile');
  await expect(profile(page).getByRole('heading', { level: 1 })).toContainText(EDDIE.fullName);
  const before = await currentValues(page, EDDIE.dn, 'Location');
  const location = `Lisbon ${Date.now() % 1000}`;
  try {
    // Read-only attributes carry the mark, editable ones not.
    await expect(panel(page).locator('[data-key="Department"] dt')).toContainText('(read-only)');
    await expect(panel(page).locator('[data-key="Location"] dt')).not.toContainText('(read-only)');

    await panel(page).getByRole('button', { name: 'Edit' }).click();
    const form = panel(page).locator('form[part=edit-form]');
    await expect(form.getByRole('textbox', { name: 'Location' })).toHaveValue(before[0] ?? '');
    // Only editable attributes are offered: not the user ID, the department or the name.
    for (const readOnly of ['User ID', 'Department', 'First Name'])
      await expect(form.getByRole('textbox', { name: readOnly, exact: true })).toHaveCount(0);

    await form.getByRole('textbox', { name: 'Location' }).fill(location);
    const saved = page.waitForResponse((r) => r.url().includes('/access/user?') && r.request().method() === 'PUT');
    await form.getByRole('button', { name: 'Save' }).click();
    const request = (await saved).request();
    // Only the changed attribute is sent, as a profile update.
    expect(request.url()).toContain('isProfile=true');
    expect((request.postDataJSON() as { attributes: { key: string }[] }).attributes.map((a) => a.key)).toEqual([
      'Location',
    ]);
    await expect(banner(page)).toContainText('Your profile was updated.');
    await expect(value(page, 'Location')).toHaveText(location);
    // The focus goes back to Edit.
    await expect(panel(page).getByRole('button', { name: 'Edit' })).toBeFocused();
    expect(problems).toEqual([]);
  } finally {
    await setAttributeByApi(page, EDDIE.dn, 'Location', before, true);
  }
});

test('the photo rules give the spec messages, and a valid photo is taken and can be removed', async ({ page }) => {
  await signInAs(page, EDDIE, 'myProfile');
  const input = profile(page).locator('input[type=file]');
  const message = profile(page).locator('[part=photo-control]').getByRole('alert');
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/access/user?') && r.method() === 'PUT') uploads += 1;
  });

  // The generated stand-in image is no photo to remove.
  await expect(profile(page).getByRole('img', { name: `Photo of ${EDDIE.fullName}` })).toBeVisible();
  await expect(profile(page).getByRole('button', { name: 'Remove photo' })).toHaveCount(0);

  // Spec section 5 and 8: under 59 kb, one extension, an image extension — each with its message.
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: pngBytes(60 * 1024) });
  await expect(message).toHaveText('Image Size should be less Than 59 kb');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(/Image Size should be less Than 59 kb$/);

  await input.setInputFiles({ name: 'a.b.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(message).toHaveText('File with multiple extension is not supported');

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(message).toHaveText('File extension type is not valid');
  expect(uploads).toBe(0);

  // Just under the limit is fine for the console (the sandbox then checks the bytes).
  const photo = profile(page).getByRole('img', { name: `Photo of ${EDDIE.fullName}` });
  const before = await photo.getAttribute('src');
  try {
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(banner(page)).toContainText('Your photo was updated.');
    await expect(message).toHaveCount(0);
    await expect(photo).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(uploads).toBe(1);
  } finally {
    await profile(page).getByRole('button', { name: 'Remove photo' }).click();
    await expect(banner(page)).toContainText('Your photo was removed.');
  }
  await expect(photo).toHaveAttribute('src', before ?? '');
  await expect(profile(page).getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
});

test('password sync shows each connected system with the status of its code (0000, 0001, 0002, 0004)', async ({
  page,
}) => {
  await signInAs(page, EDDIE, 'myProfile');
  await profile(page).getByRole('tab', { name: 'Password Sync Status' }).click();
  await expect(page).toHaveURL(/#\/myProfile\/passwordSync$/);
  const list = panel(page).getByRole('list', { name: 'Password synchronization status' });
  // Spec section 4: 0000 Error, 0001 Warning, 0002 Retry, 0003 Fatal, 0004 Success; most severe first.
  await expect(list.getByRole('listitem')).toHaveCount(4);
  const expected: [string, string, string][] = [
    ['SAP ERP', 'Error', '0000'],
    ['Microsoft Entra ID', 'Warning', '0001'],
    ['Google Workspace', 'Retry', '0002'],
    ['Active Directory', 'Success', '0004'],
  ];
  for (const [index, [system, label, code]] of expected.entries()) {
    const item = list.getByRole('listitem').nth(index);
    await expect(item).toContainText(system);
    await expect(item).toContainText(`${label} (${code})`);
    await expect(item).toHaveAttribute('data-status', code);
  }
  await expect(panel(page)).toContainText('Error: 1 · Warning: 1 · Retry: 1 · Success: 1');
  // The spec's section name opens the same tab.
  await page.goto('/idmdash/#/myProfile/profilePasswordSyncStatus');
  await expect(profile(page).getByRole('tab', { name: 'Password Sync Status' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test("password sync shows the Fatal code (0003) on Maria's profile", async ({ page }) => {
  await signInAs(page, MARIA, 'myProfile/passwordSync');
  const list = panel(page).getByRole('list', { name: 'Password synchronization status' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').first()).toContainText('Microsoft Entra ID');
  await expect(list.getByRole('listitem').first()).toContainText('Fatal (0003)');
  await expect(panel(page)).toContainText('Fatal: 1 · Success: 2');
});

test('choosing Deutsch as the preferred language switches the console at once, without a reload', async ({ page }) => {
  const problems = watchForErrors(page);
  await signInAs(page, EDDIE, 'myProfile');
  await expect(profile(page).getByRole('tab', { name: 'Details' })).toBeVisible();
  // A mark on the window: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { idmNoReload?: boolean }).idmNoReload = true));
  try {
    const language = panel(page).getByRole('combobox', { name: 'Preferred language' });
    await expect(language).toHaveValue('en');
    await language.selectOption({ label: 'Deutsch' });
    const saved = page.waitForResponse((r) => r.url().endsWith('/access/ulp/l10n/listLocales'));
    await panel(page).getByRole('button', { name: 'Save language' }).click();
    expect((await saved).status()).toBe(200);

    await expect(host(page)).toHaveAttribute('lang', 'de');
    await expect(host(page)).toHaveAttribute('dir', 'ltr');
    // The shell and the profile speak German now.
    await expect(main(page).getByRole('button', { name: 'Hilfe' })).toBeVisible();
    await expect(main(page).getByRole('region', { name: /^Mein Profil/ })).toBeVisible();
    await expect(main(page).getByRole('tab', { name: 'Status der Passwortsynchronisierung' })).toBeVisible();
    await expect(panel(page).getByRole('combobox', { name: 'Bevorzugte Sprache' })).toHaveValue('de');
    expect(await page.evaluate(() => (window as unknown as { idmNoReload?: boolean }).idmNoReload)).toBe(true);
    expect(await restCall(page, 'GET', 'access/supportedlocales/userlocale')).toMatchObject({
      status: 200,
      body: 'de',
    });
    expect(problems).toEqual([]);
    // The confirmation is in the language just chosen.
    await expect(banner(page)).toContainText('Ihre bevorzugte Sprache wurde gespeichert.');
  } finally {
    await saveLocaleByApi(page, EDDIE.dn, 'en');
  }
});
