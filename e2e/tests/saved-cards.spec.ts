import { expect, expectAccessible, tenantUrl, test } from './fixtures';
import { choose, orderNumberOnThankYou, pickupOrderOfFirstItem, register } from './steps';

/*
 * Saved cards (issue 14 item 5) at Golden Maple Bistro, on the built-in test provider: a member
 * saves a card in /profile/payment-methods (view, add and edit modes), pays for an order with it in
 * one tap, and deletes it.
 */

const uniqueEmail = () => `cards-${Date.now().toString(36)}-${process.pid}@example.com`;

test('a member saves a card, edits it, pays with it in one tap, and deletes it', async ({ page }) => {
  // A whole member journey: registering, three card forms, a checkout and the profile again.
  test.slow();
  await register(page, 'goldenmaple', { first: 'Casey', last: 'Card', email: uniqueEmail() });
  await expect(page).toHaveURL(/\/home$/);

  await page.goto(tenantUrl('goldenmaple', '/profile'));
  await page.getByRole('link', { name: /^Payment Methods/ }).click();
  await expect(page).toHaveURL(/\/profile\/payment-methods$/);
  await expect(page.getByRole('heading', { name: 'Payment Methods', level: 1 })).toBeVisible();
  await expect(page.getByText('No Payment Methods')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Profile' }),
  ).toHaveAttribute('href', '/profile');
  await expectAccessible(page);

  // Add mode: a declined card is not saved; the test card is.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Test mode: no real charge')).toBeVisible();
  await expect(page.getByLabel('Name on card')).toHaveValue('Casey Card');
  const fill = async (number: string) => {
    await page.getByLabel('Card number').fill(number);
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Postal code').fill('S7M 0W9');
    await page.getByRole('button', { name: 'Save' }).click();
  };
  await fill('4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Error!' })).toContainText(
    'Your card was declined.',
  );
  await expectAccessible(page);
  await fill('4242 4242 4242 4242');
  await expect(page.getByText('Card saved.')).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Visa •••• 4242');
  await expect(saved).toContainText('Expires 12/30');

  // Edit mode, then back to view.
  await page.getByRole('button', { name: 'Edit Visa •••• 4242' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Visa •••• 4242' })).toBeVisible();
  await page.getByLabel('Expiry (MM/YY)').fill('04/31');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Card updated.')).toBeVisible();
  await expect(saved).toContainText('Expires 04/31');

  // One tap at checkout.
  await pickupOrderOfFirstItem(page, 'goldenmaple');
  await page.getByRole('button', { name: 'Checkout', exact: true }).first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your Details' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Casey');
  await choose(page, /Pay Online/);
  await page.getByRole('button', { name: 'Pay With Card' }).click();
  await expect(page.getByRole('heading', { name: 'Pay With Card' })).toBeVisible();
  const oneTap = page.getByRole('button', { name: /^Pay \$[\d.,]+ with Visa •••• 4242$/ });
  await expect(oneTap).toBeVisible();
  await expectAccessible(page);
  await oneTap.click();
  await expect(page.getByText(/Thank you/i).first()).toBeVisible();
  // The order went through: its number is on the Thank-you page.
  await orderNumberOnThankYou(page);

  // The card is deleted: gone from the list.
  await page.goto(tenantUrl('goldenmaple', '/profile/payment-methods'));
  await page.getByRole('button', { name: 'Delete Visa •••• 4242' }).click();
  await expect(page.getByText('Card deleted.')).toBeVisible();
  await expect(page.getByText('No Payment Methods')).toBeVisible();
});
