import { expect, expectAccessible, tenantUrl, test } from './fixtures';
import { addFirstItem, signedInMemberWithPoints } from './steps';

/*
 * Loyalty you can spend (issue 18 item 6): a member on a phone pays part of an order with points.
 * Golden Maple: 100 points take $1 off, at least 500 at a time. The member's points come from an
 * in-store purchase staff credited at the counter (10 per purchase plus 1 per dollar: $1,200 earns
 * 1,210); the profile says what they are worth, checkout takes 1,000 of them off as $10.00, the
 * order shows it, and the profile's balance drops to 210.
 */

test('a member pays part of an order with points and sees the balance drop @phone', async ({
  page,
  request,
}) => {
  // Sign-up, a counter credit, sign-in, an order and two profile visits: a long path for one test
  // (15 s alone, on the phone in CI).
  test.slow();
  const { email } = await signedInMemberWithPoints(page, request, 1200);
  await page.goto(tenantUrl('goldenmaple', '/profile'));
  const details = page.getByRole('region', { name: 'Member details' });
  await expect(details.getByText('1,210', { exact: true })).toBeVisible();
  await expect(details.getByText('· worth $12.10')).toBeVisible();

  // Issue 18's path: a vegetarian dish found by search and filter, added from /menus; five screens
  // from Start Your Order to the thank-you (six before: no time screen while ASAP can be ordered).
  await page.goto(tenantUrl('goldenmaple', '/menus'));
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('fries');
  await page.getByRole('button', { name: 'Vegetarian', exact: true }).click();
  const fries = page
    .getByRole('article', { name: 'Garlic Parmesan Fries', exact: true })
    .filter({ visible: true });
  await fries.getByRole('button', { name: 'Garlic Parmesan Fries' }).click();
  const screens: string[] = [];
  const onScreen = async (title: string) => {
    // Some headings say more: the location after a menu page's title, the step before a checkout's.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(title);
    screens.push(title);
  };
  await onScreen('Start Your Order');
  await page.getByRole('button', { name: /Pick Up/ }).click();
  await onScreen('Build Your Order');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Garlic Parmesan Fries' })).toBeVisible();
  await dialog.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(dialog).toBeHidden();
  await addFirstItem(page, 2);
  await page.getByRole('button', { name: 'Checkout', exact: true }).first().click();
  await onScreen('Review Your Order');
  const points = page.getByRole('region', { name: 'Use points' });
  // The panel comes with the server's quote, which says what the member's points can do.
  await expect(points.getByText(/You have 1,210 points · worth \$12\.10\./)).toBeVisible();
  await points.getByLabel(/^Points to use/).fill('1000');
  await points.getByRole('button', { name: 'Use points' }).click();
  await expect(points.getByRole('status')).toHaveText('Using 1,000 points (-$10.00)');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  const saving = summary.locator('div', { has: page.getByText('Loyalty points (1,000 points)') }).last();
  await expect(saving.locator('dd')).toHaveText('-$10.00');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your Details' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await onScreen('Secure Checkout');
  await page.getByRole('button', { name: /Complete Order/ }).click();
  await expect(page.getByText(/Thank you/i).first()).toBeVisible();
  screens.push('Thank you');
  expect(screens).toHaveLength(5);
  await expect(page.getByText('Loyalty points (1,000 points)')).toBeVisible();
  await page.getByRole('link', { name: 'View order status' }).click();
  await expect(page).toHaveURL(/\/order\?id=/);
  await expect(page.getByRole('main').getByText('Loyalty points (1,000 points)')).toBeVisible();

  await page.goto(tenantUrl('goldenmaple', '/profile'));
  await expect(details.getByText('210', { exact: true })).toBeVisible();
  await expect(details.getByText('· worth $2.10')).toBeVisible();
});
