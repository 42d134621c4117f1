import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, tenantUrl, test } from './fixtures';
import { choose } from './steps';

/*
 * Ordering from /menus, and finding a dish by search and dietary filters (issue 18, items 1 and 2).
 * At FIXED_NOW it is 2:30 PM in Saskatoon: Golden Maple's Lunch Specials (11 AM - 2 PM) are over.
 */

/** The card of the item with this name, on the menus as the viewport shows them. */
const card = (page: Page, name: string): Locator =>
  page.getByRole('article', { name, exact: true }).filter({ visible: true }).first();

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, \d+ items?$/ });

test.describe('ordering from the menu', () => {
  test('"+ Add" starts the order as far as needed, then the item goes in the cart', async ({ page }) => {
    await page.goto(tenantUrl('goldenmaple', '/menus'));
    const fries = card(page, 'Garlic Parmesan Fries');
    await expect(fries).toContainText('+ Add');
    // An item sold out now says so and cannot be added.
    const soldOut = page
      .getByRole('article')
      .filter({ hasText: /Will be available again after/ })
      .first();
    await expect(soldOut).toBeAttached();
    await expect(soldOut.getByRole('button')).toHaveCount(0);

    await fries.getByRole('button', { name: 'Garlic Parmesan Fries' }).click();
    await expect(page).toHaveURL(/\/orderonline$/);
    await expect(page.getByText("Then we'll add Garlic Parmesan Fries to your order.")).toBeVisible();
    // Open now: the item is wanted now, so the order is ASAP and the time screen is skipped.
    await page.getByRole('button', { name: /Pick Up/ }).click();
    await expect(page).toHaveURL(/\/buildorder$/);
    const banner = page.getByRole('region', { name: 'Your order' });
    const time = banner.locator('div', { has: page.getByText('Time', { exact: true }) }).last();
    await expect(time.locator('dd')).toHaveText('ASAP');
    await expect(banner.getByRole('link', { name: 'Edit pickup time' })).toBeVisible();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Garlic Parmesan Fries' })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: /Add to Cart/ }).click();
    await expect(dialog).toBeHidden();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

    // The order's steps are done: back on /menus, "+ Add" opens the dialog in place.
    await page.goto(tenantUrl('goldenmaple', '/menus'));
    await card(page, 'Prairie Poutine').getByRole('button', { name: 'Prairie Poutine' }).click();
    await expect(page).toHaveURL(/\/menus$/);
    await expect(dialog.getByRole('heading', { name: 'Prairie Poutine' })).toBeVisible();
    await dialog.getByRole('button', { name: /Add to Cart/ }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  });

  test('"+ Add" for delivery asks for the address, then adds the item for ASAP', async ({ page }) => {
    await page.goto(tenantUrl('goldenmaple', '/menus'));
    await card(page, 'Prairie Poutine').getByRole('button', { name: 'Prairie Poutine' }).click();
    await page.getByRole('button', { name: /Delivery/ }).click();
    await expect(page).toHaveURL(/\/deliveryaddress$/);
    await page.getByRole('combobox', { name: /Delivery address/ }).fill('301 20th');
    await page.getByRole('option', { name: /301 20th St W/ }).click();
    await expect(page.getByText(/We deliver to this address/)).toBeVisible();
    await choose(page, /Home/);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/buildorder$/);
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Prairie Poutine' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit delivery time' })).toBeVisible();
  });

  test('"+ Add" while the restaurant is closed asks for a time to pre-order', async ({ page }) => {
    // 4:00 AM in Saskatoon on the diner's clock: Golden Maple opens at 11.
    await page.clock.setFixedTime(new Date('2026-11-25T10:00:00Z'));
    await page.goto(tenantUrl('goldenmaple', '/menus'));
    await card(page, 'Garlic Parmesan Fries').getByRole('button', { name: 'Garlic Parmesan Fries' }).click();
    await page.getByRole('button', { name: /Pick Up/ }).click();
    await expect(page).toHaveURL(/\/pickuptime$/);
    await expect(page.getByRole('alert')).toContainText("We're Currently Closed");
    await expect(page.getByRole('radio', { name: /ASAP/ })).toBeDisabled();
  });

  test('a phone whose clock says closed adopts the page the server drew open, then says it is closed', async ({
    page,
  }) => {
    // The server drew /menus at 2:30 PM in Saskatoon (open); the phone says 4:00 AM.
    await page.clock.setFixedTime(new Date('2026-11-25T10:00:00Z'));
    // The elements the server drew, listed before any script runs ("interactive" comes before the
    // module scripts). Drawn at the phone's time, the notice shifted every element after it and the
    // whole page was drawn again (763 of 927 elements replaced).
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as unknown as { drawn: Element[] }).drawn = Array.from(document.querySelectorAll('#root *'));
      });
    });
    await page.goto(tenantUrl('goldenmaple', '/menus'));
    // Adopted, the page reads the phone's clock.
    await expect(page.getByText("We're closed now but you can pre-order for later.")).toBeVisible();
    const replaced = await page.evaluate(() => {
      const drawn = (window as unknown as { drawn: Element[] }).drawn;
      return { drawn: drawn.length, replaced: drawn.filter((element) => !element.isConnected).length };
    });
    expect(replaced.drawn).toBeGreaterThan(500);
    expect(replaced.replaced).toBe(0);
  });

  test('items outside their menu’s hours at the chosen time say so and have no "+ Add"', async ({ page }) => {
    await page.goto(tenantUrl('goldenmaple', '/menus'));
    await page.getByRole('tab', { name: 'Lunch Specials' }).click();
    // No time chosen yet: the diner may still pre-order for lunch.
    await expect(card(page, 'Burger Lunch Combo')).toContainText('+ Add');

    await page.goto(tenantUrl('goldenmaple', '/orderonline'));
    await page.getByRole('button', { name: /Pick Up/ }).click();
    await choose(page, /ASAP/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/buildorder$/);

    await page.goto(tenantUrl('goldenmaple', '/menus'));
    await page.getByRole('tab', { name: 'Lunch Specials' }).click();
    const lunch = card(page, 'Burger Lunch Combo');
    await expect(lunch).toContainText('Only served 11:00 AM - 2:00 PM: not available at your selected time');
    await expect(lunch.getByRole('button')).toHaveCount(0);
    await expect(lunch).not.toContainText('+ Add');
    await expectAccessible(page);
  });
});

test.describe('search and dietary filters', () => {
  test('a diner finds a vegetarian dish without milk by search and filters', async ({ page }) => {
    await page.goto(tenantUrl('goldenmaple', '/menus'));
    const search = page.getByRole('searchbox', { name: 'Search the menu' });
    await search.fill('squash');
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText('1 dish matches');
    await expect(card(page, 'Roasted Squash Soup')).toBeVisible();
    await expect(card(page, 'Prairie Poutine')).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await page.getByRole('button', { name: 'Vegetarian', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Vegetarian', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(card(page, 'Garlic Parmesan Fries')).toBeVisible();
    await expect(card(page, 'Prairie Poutine')).toHaveCount(0);

    await page.getByText('Avoid allergens').click();
    await page.getByRole('checkbox', { name: 'No milk' }).check();
    await expect(card(page, 'Garlic Parmesan Fries')).toHaveCount(0);
    const salad = card(page, 'Kale & Quinoa Salad');
    await expect(salad).toBeVisible();
    await expect(salad).toContainText('Contains: Sesame');
    await expectAccessible(page);
  });

  test('allergens show on the item, in its dialog and on the dine-in menu', async ({ page }) => {
    await page.goto(tenantUrl('goldenmaple', '/orderonline'));
    await page.getByRole('button', { name: /Pick Up/ }).click();
    await choose(page, /ASAP/);
    await page.getByRole('button', { name: 'Continue' }).click();
    const poutine = card(page, 'Prairie Poutine');
    await expect(poutine).toContainText('Contains: Milk, Wheat (gluten)');
    await poutine.getByRole('button', { name: 'Prairie Poutine' }).click();
    await expect(page.getByRole('dialog')).toContainText('Contains: Milk, Wheat (gluten)');

    await page.goto(tenantUrl('goldenmaple', '/dinein'));
    await expect(card(page, 'Prime Rib Dinner')).toContainText(
      'Contains: Milk, Eggs, Wheat (gluten), Mustard',
    );
  });
});
