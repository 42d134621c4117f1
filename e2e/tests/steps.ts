import type { Locator, Page } from '@playwright/test';
import { expect, tenantUrl } from './fixtures';

/*
 * Steps several specs take the way a diner does: choosing a radio option, starting a pickup order,
 * adding an item from the build-order menu, opening the Promotions tab.
 */

/** Chooses a radio option by clicking its label, as a person does (the input is visually hidden). */
export async function choose(page: Page, name: RegExp): Promise<void> {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name }) })
    .first()
    .click();
  await expect(page.getByRole('radio', { name }).first()).toBeChecked();
}

/** Starts a pickup ASAP order at the tenant's first location and opens /buildorder. */
export async function startPickupOrder(page: Page, slug: string): Promise<void> {
  await page.goto(tenantUrl(slug, '/orderonline'));
  const chooser = page.getByRole('button', { name: /Continue with This Location/ }).first();
  if (slug !== 'goldenmaple') await chooser.click();
  await page.getByRole('button', { name: /Pick Up/ }).click();
  await expect(page).toHaveURL(/\/pickuptime$/);
  await choose(page, /ASAP/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/buildorder$/);
}

/** Adds the first orderable item of the build-order menu with the modal's defaults, `times` times. */
export async function addFirstItem(page: Page, times = 1): Promise<void> {
  const dialog = page.getByRole('dialog');
  for (let i = 0; i < times; i++) {
    await page
      .getByRole('main')
      .locator('article button[aria-haspopup="dialog"]')
      .filter({ visible: true })
      .first()
      .click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /Add to Cart/i }).click();
    await expect(dialog).toBeHidden();
  }
}

/** Opens the Promotions tab of a menu page ('/menus', '/dinein') and returns its panel. */
export async function promotionsPanel(page: Page, slug: string, path: string): Promise<Locator> {
  await page.goto(tenantUrl(slug, path));
  await page.getByRole('tab', { name: 'Promotions' }).click();
  return page.getByRole('tabpanel');
}
