import { test, expect } from '@playwright/test';
import { seriousViolations } from './axe';

test.describe('widget gallery', () => {
  for (const query of ['', '?dir=rtl&theme=dark', '?theme=high-contrast']) {
    test(`has no serious or critical accessibility violations ${query || '(light, ltr)'}`, async ({ page }) => {
      // A full-page axe scan of every widget: slow on a busy 2-core machine.
      test.setTimeout(60_000);
      const cspErrors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) cspErrors.push(m.text());
      });
      await page.goto(`/demo/gallery.html${query}`);
      const gallery = page.locator('idm-widget-gallery');
      await gallery.getByRole('button', { name: 'Structured result' }).click();
      await gallery.getByRole('checkbox').nth(2).check();
      await expect(gallery.getByRole('button', { name: /Delete \(1\)/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(cspErrors).toEqual([]);
    });
  }

  test('right-to-left mirrors the layout', async ({ page }) => {
    await page.goto('/demo/gallery.html?dir=rtl');
    const gallery = page.locator('idm-widget-gallery');
    await expect(gallery).toHaveAttribute('dir', 'rtl');
    const nameHeader = await gallery.getByRole('columnheader', { name: /Name/ }).first().boundingBox();
    const descriptionHeader = await gallery
      .getByRole('columnheader', { name: /Description/ })
      .first()
      .boundingBox();
    expect(nameHeader && descriptionHeader && nameHeader.x > descriptionHeader.x).toBe(true);
  });

  test('the table works from the keyboard: sort, select, bulk action', async ({ page }) => {
    await page.goto('/demo/gallery.html');
    const gallery = page.locator('idm-widget-gallery');
    const firstName = gallery.getByRole('row').nth(1);
    await expect(firstName).toContainText('Engineering Administrator');

    await gallery.getByRole('button', { name: /^Name/ }).focus();
    await page.keyboard.press('Enter');
    await expect(gallery.getByRole('row').nth(1)).toContainText('Support Viewer');

    await gallery.getByRole('row').nth(1).getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await gallery.getByRole('row').nth(2).getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    const edit = gallery.getByRole('button', { name: 'Edit (2)' });
    await expect(edit).toBeDisabled();
    await gallery.getByRole('button', { name: 'Delete (2)' }).focus();
    await page.keyboard.press('Enter');
    await expect(gallery.getByTestId('table-last-action')).toHaveText(/^delete: Support Viewer, /);
  });
});
