import type { Page } from '@playwright/test';
import { expect, expectAccessible, tenantUrl, test } from './fixtures';
import { giftForSomeoneElse, payGiftCardsOnline, signedInMemberWithPoints } from './steps';

/*
 * Issue 18's whole path on a phone: a member new to the menu finds a vegetarian dish by search and
 * filter, adds it from /menus, checks out in five screens from Start Your Order to the thank-you
 * (six before: the time screen is skipped when ASAP can be ordered), pays part with points, and
 * sends a gift card to a friend. At FIXED_NOW Golden Maple is open (2:30 PM, Wednesday).
 */

const run = `${Date.now().toString(36)}-${process.pid}`;

/** The main heading of the screen the diner is on. */
const screenTitle = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test('@phone a diner finds a dish, orders it from the menu paying part with points, and sends a gift card', async ({
  page,
  request,
}) => {
  test.slow(); // sign-in, search, an order and a paid gift card order
  const screens: string[] = [];
  const { email } = await signedInMemberWithPoints(page, request, 1200);

  await page.goto(tenantUrl('goldenmaple', '/menus'));
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('fries');
  await page.getByRole('button', { name: 'Vegetarian', exact: true }).click();
  const fries = page
    .getByRole('article', { name: 'Garlic Parmesan Fries', exact: true })
    .filter({ visible: true });
  await expect(fries).toContainText('+ Add');
  await fries.getByRole('button', { name: 'Garlic Parmesan Fries' }).click();

  const onScreen = async (title: string) => {
    // Some headings say more: the location after a menu page's title, the step before a checkout's.
    await expect(screenTitle(page)).toContainText(title);
    screens.push(title);
  };
  await onScreen('Start Your Order');
  await page.getByRole('button', { name: /Pick Up/ }).click();

  await onScreen('Build Your Order');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Garlic Parmesan Fries' })).toBeVisible();
  await dialog.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Checkout', exact: true }).first().click();

  await onScreen('Review Your Order');
  const points = page.getByRole('region', { name: 'Use points' });
  await expect(points.getByText(/You have 1,210 points · worth \$12\.10\./)).toBeVisible();
  await points.getByLabel(/^Points to use/).fill('500');
  await points.getByRole('button', { name: 'Use points' }).click();
  await expect(points.getByRole('status')).toHaveText('Using 500 points (-$5.00)');
  await page.getByRole('button', { name: 'Continue' }).click();

  await onScreen('Secure Checkout');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: /Complete Order/ }).click();
  await expect(page.getByText(/Thank you/i).first()).toBeVisible();
  await expect(page.getByText('Loyalty points (500 points)')).toBeVisible();
  screens.push('Thank you');
  expect(screens).toHaveLength(5);
  await expectAccessible(page);

  const friend = { name: 'Alex Friend', email: `alex-journey-${run}@example.com` };
  await page.goto(tenantUrl('goldenmaple', '/gift'));
  await page.getByRole('link', { name: /\$25 Gift Card/ }).click();
  await giftForSomeoneElse(page, friend, 'Dinner is on me.');
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await expect(page.getByRole('region', { name: 'Your Gift Card' }).getByText(friend.name)).toBeVisible();
  await payGiftCardsOnline(page, '$25.00');
  await expect(
    page.getByText(`Your gift card is being emailed to ${friend.name} (${friend.email}) now.`),
  ).toBeVisible();
});
