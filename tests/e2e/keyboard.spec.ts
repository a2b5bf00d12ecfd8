import type { Page } from '@playwright/test';
import { ADMIN, expect, host, main, test } from './access-helpers';

// The console by keyboard only (issue 34): the header's menus with the arrows, Home, End and Esc; a table's
// rows selected and its bulk action opened; a dialog whose Tab cycle stays inside; after a navigation the
// focus is on the new page's h1.

/** The focused element, looking inside shadow roots: its tag, text and whether it is in an open dialog. */
async function focused(page: Page): Promise<{ tag: string; text: string; inDialog: boolean }> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      text: (active?.textContent ?? '').trim(),
      inDialog: Boolean(active?.closest('dialog[open]')),
    };
  });
}

test('the profile menu: arrows through every item, Home, End, Esc back to the button', async ({ as }) => {
  const page = await as(ADMIN, 'default');
  const button = host(page).locator('[part=profile-button]');
  const panel = host(page).locator('[part=profile-menu]');
  const items = await panel.locator('a[href], button').allInnerTexts();
  expect(items.length).toBeGreaterThan(3);

  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(panel).toBeVisible();
  for (const item of items) {
    expect((await focused(page)).text).toBe(item.trim());
    await page.keyboard.press('ArrowDown');
  }
  // Round: after the last comes the first.
  expect((await focused(page)).text).toBe(items[0]?.trim());
  await page.keyboard.press('End');
  expect((await focused(page)).text).toBe(items.at(-1)?.trim());
  await page.keyboard.press('Home');
  expect((await focused(page)).text).toBe(items[0]?.trim());
  await page.keyboard.press('ArrowUp');
  expect((await focused(page)).text).toBe(items.at(-1)?.trim());

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});

test('a sub-menu by arrows, then Enter: the new page’s h1 has the focus', async ({ as }) => {
  const page = await as(ADMIN, 'default');
  const toggle = host(page).locator('nav[part=menu] .menu-toggle').first();
  await toggle.focus();
  await page.keyboard.press('ArrowDown');
  const list = host(page).locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(list).toBeVisible();
  const links = await list.locator('a[href]').allInnerTexts();
  expect(links.length).toBeGreaterThan(1);
  expect((await focused(page)).text).toBe(links[0]?.trim());
  await page.keyboard.press('ArrowDown');
  expect((await focused(page)).text).toBe(links[1]?.trim());
  await page.keyboard.press('End');
  expect((await focused(page)).text).toBe(links.at(-1)?.trim());
  await page.keyboard.press('Home');
  expect((await focused(page)).text).toBe(links[0]?.trim());
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const heading = main(page).locator('h1');
  await expect(heading).toBeVisible();
  await expect.poll(async () => (await focused(page)).tag).toBe('h1');
  expect((await focused(page)).text).toBe((await heading.innerText()).trim());
});

test('an administration table by keyboard: select rows, the bulk action, its dialog keeps Tab inside', async ({
  as,
}) => {
  const page = await as(ADMIN, 'role');
  const table = main(page).getByRole('table');
  // The role list's first read on a busy shared machine can take longer than the default wait.
  await expect(table.locator('tbody tr input[type=checkbox]').nth(1)).toBeVisible({ timeout: 30_000 });

  // From the page's heading, Tab to the first row's checkbox and select it with Space, then the second.
  await main(page).locator('h1').focus();
  const tabTo = async (match: (f: { tag: string; text: string }) => boolean, key = 'Tab') => {
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press(key);
      if (match(await focused(page))) return;
    }
    throw new Error('not reached by keyboard');
  };
  const rowCheckboxes = table.locator('tbody input[type=checkbox]');
  for (let i = 0; i < 60 && !(await rowCheckboxes.first().evaluate((el) => el.matches(':focus'))); i += 1)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(rowCheckboxes.first()).toBeChecked();
  for (let i = 0; i < 20 && !(await rowCheckboxes.nth(1).evaluate((el) => el.matches(':focus'))); i += 1)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(rowCheckboxes.nth(1)).toBeChecked();

  // Back (Shift+Tab) to the bulk action, and open its dialog with Enter.
  await tabTo((f) => f.tag === 'button' && /^Delete \(2\)$/.test(f.text), 'Shift+Tab');
  await page.keyboard.press('Enter');
  const dialog = host(page).getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect((await focused(page)).inDialog).toBe(true);
  const stops = await dialog.locator('a[href], button:not([disabled]), input, select, textarea').count();
  for (let i = 0; i < stops * 2 + 2; i += 1) {
    await page.keyboard.press('Tab');
    expect((await focused(page)).inDialog, `Tab ${i + 1} stays in the dialog`).toBe(true);
  }
  for (let i = 0; i < stops + 2; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).inDialog, `Shift+Tab ${i + 1} stays in the dialog`).toBe(true);
  }
  // Esc closes it without deleting; the focus is back on the bulk action.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await focused(page)).text).toBe('Delete (2)');
});
