import { expect, expectAccessible, tenantUrl, test } from './fixtures';
import { openSettingsPage } from './steps';

/*
 * The owner's Payments page (/staff/settings/payments): each location with the state of its Stripe
 * account. The browser tests run with no Stripe key, so the page says payments run on the test
 * provider and offers no link; linking through Stripe's onboarding is tested on the server against
 * the Stripe double. Below, the books as the last reconciliation found them.
 */

test('the owner sees each location’s Stripe link and, with no Stripe key, no way to link one', async ({
  page,
}) => {
  await page.goto(tenantUrl('emerald', '/staff/login'));
  await page.getByLabel('Email').fill('staff@emerald.example.ca');
  await page.getByLabel('Password').fill('staff-pass-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign in' })).toHaveCount(0);
  await openSettingsPage(page, 'emerald', '/staff/settings/payments', 'Payments');
  await expect(page.getByRole('note')).toContainText('no STRIPE_SECRET_KEY');
  const kensington = page.getByRole('listitem').filter({ hasText: 'Emerald Noodle House Kensington' });
  await expect(kensington).toContainText('Not connected');
  await expect(kensington).toContainText('Takes payment online.');
  // The owner switches it here (refused, with the reason, on a production server with no provider).
  await expect(kensington.getByRole('button', { name: 'Stop taking payment online' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Stripe account' })).toHaveCount(0);
  // The books (decision 0065): the server reconciles every hour, so a server just started has not yet.
  const books = page.getByRole('region', { name: 'Books' });
  await expect(books).toContainText('Not checked yet: the books are compared every hour.');
  await expectAccessible(page);
});
