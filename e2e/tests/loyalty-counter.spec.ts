import { expect, expectAccessible, tenantUrl, test } from './fixtures';
import { staffPage } from './steps';

/*
 * Loyalty at the counter (issue 15 item 6) with a diner and a staff member side by side: the member
 * shows the profile's QR code (its code typed here: headless Chromium has no camera or
 * BarcodeDetector), staff find them, credit an in-store purchase (a double tap credits once), and
 * the member's profile shows the new balance. Golden Maple: 10 points per order, 1 per dollar.
 */

const DEMO = { email: 'demo@example.com', password: 'demo-pass-2026', name: 'Jordan Tremblay' };

// @desktop: it changes the demo member's points, so it runs once (not also in the phone project).
test('staff credit an in-store purchase to the member who shows the profile’s code @desktop', async ({
  page,
  browser,
}) => {
  await page.goto(tenantUrl('goldenmaple', '/login'));
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  // Signed in, the login page goes to the profile. Going there before the sign-in has finished (as
  // this test did under CI's load, on both tries) finds the login page again.
  await expect(page).toHaveURL(/\/profile$/);
  const details = page.getByRole('region', { name: 'Member details' });
  await expect(details.getByRole('img', { name: `Member QR code for ${DEMO.name}` })).toBeVisible();
  const code = (await details.locator('figcaption .font-mono').textContent())!.trim();
  expect(code).toMatch(/^customer:[0-9a-f]{24}$/);
  const balance = async () =>
    Number((await details.locator('.tabular-nums').first().textContent())!.replace(/\D/g, ''));
  const before = await balance();

  const staff = await staffPage(browser);
  await staff
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Loyalty' })
    .click();
  await expect(staff.getByRole('heading', { name: 'Loyalty at the counter' })).toBeVisible();
  await staff.getByLabel('Member code, email or phone').fill(code);
  await staff.getByRole('button', { name: 'Find member' }).click();
  const account = staff.getByRole('region', { name: DEMO.name });
  await expect(account.getByTestId('point-balance')).toHaveText(before.toLocaleString('en-CA'));
  await expectAccessible(staff);

  const purchase = account.getByRole('form', { name: 'In-store purchase' });
  await purchase.getByLabel('Purchase amount ($)').fill('23.50');
  await purchase.getByLabel('Receipt or note (optional)').fill('Receipt 4417');
  const credit = purchase.getByRole('button', { name: 'Credit 33 points' });
  await credit.dblclick();
  await expect(purchase.getByRole('status')).toHaveText(
    `Credited 33 points to ${DEMO.name}. Balance: ${(before + 33).toLocaleString('en-CA')} points.`,
  );
  await expect(account.getByTestId('point-balance')).toHaveText((before + 33).toLocaleString('en-CA'));
  const line = account.getByRole('row').nth(1);
  await expect(line).toContainText('+33');
  await expect(line).toContainText('In-store purchase of $23.50 at');
  await expect(line).toContainText('Receipt 4417');
  await expect(line).toContainText('Casey Morin');

  // The same member by email: the one purchase is in the ledger once.
  await staff.getByLabel('Member code, email or phone').fill(DEMO.email);
  await staff.getByRole('button', { name: 'Find member' }).click();
  await expect(account.getByRole('row').filter({ hasText: 'Receipt 4417' })).toHaveCount(1);

  await page.reload();
  await expect(details.locator('.tabular-nums').first()).toHaveText((before + 33).toLocaleString('en-CA'));
  await staff.context().close();
});
