import type { Page } from '@playwright/test';
import { expect, expectAccessible, tenantUrl, test } from './fixtures';
import {
  fillGuest,
  orderNumberOnThankYou,
  pickupOrderOfFirstItem,
  policyViolations,
  toOrderReview,
} from './steps';

/*
 * The shorter checkout (issue 18): on a phone the total and the next step sit in a bar at the foot of
 * the screen, one real button that never hides what has focus; after a guest order the confirmation
 * offers an account made from the order's details with one field, the password.
 */

const guest = { first: 'Robin', last: 'Okafor', phone: '3065550188' };
const uniqueEmail = (name: string) =>
  `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** A pickup order of the first item, at the review step. */
async function review(page: Page) {
  await pickupOrderOfFirstItem(page, 'goldenmaple');
  await toOrderReview(page);
}

const guestForm = (page: Page, email: string) =>
  fillGuest(page.getByRole('form', { name: 'Guest Checkout' }), { ...guest, email });

test('on a phone the checkout bar holds the total and the next step, and never hides the focused element @phone', async ({
  page,
}) => {
  test.slow();
  const violations = await policyViolations(page);
  await review(page);
  const bar = page.locator('[data-fixed-footer-bar]');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(/Total\s*\$\d+\.\d\d/);
  // One Continue on the page, the bar's, inside the screen.
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toHaveCount(1);
  await expect(bar.getByRole('button', { name: 'Continue' })).toBeInViewport({ ratio: 1 });
  await expectAccessible(page);

  // Cancel order is far from it, at the page's foot; focused there, it is scrolled clear of the bar.
  const cancel = page.getByRole('button', { name: 'Cancel order' });
  await cancel.focus();
  const [cancelBox, barBox] = [await cancel.boundingBox(), await bar.boundingBox()];
  expect(cancelBox && barBox && cancelBox.y + cancelBox.height <= barBox.y).toBe(true);

  await next.click();
  await expect(page.getByRole('heading', { name: /Secure Checkout/ })).toBeVisible();
  await guestForm(page, uniqueEmail('phone'));
  // The form's submit is the bar's button (a real submit of the guest form).
  const complete = bar.getByRole('button', { name: 'Complete Order' });
  await expect(page.getByRole('button', { name: 'Complete Order' })).toHaveCount(1);
  await page.getByRole('form', { name: 'Guest Checkout' }).getByLabel('Phone').blur();
  await expect(complete).toBeInViewport();
  await complete.click();
  await expect(page.getByRole('heading', { name: /Thank you/ })).toBeVisible();
  await expect(bar).toHaveCount(0);
  // The forms' validation (zod) compiles nothing at run time: the page's policy forbids eval.
  expect(violations).toEqual([]);
});

test('a guest creates an account on the confirmation with a password alone, and finds the order in it', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('guest');
  await review(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await guestForm(page, email);
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page.getByRole('heading', { name: /Thank you/ })).toBeVisible();
  const orderNumber = await orderNumberOnThankYou(page);

  const offer = page.getByRole('region', { name: 'Create an account' });
  await expect(offer).toContainText(email);
  await expect(offer).toContainText(`${guest.first} ${guest.last}`);
  // One field, and it is the password.
  await expect(offer.locator('input')).toHaveCount(1);
  const password = offer.getByLabel('Password');
  await expect(password).toHaveAttribute('type', 'password');
  await password.fill('short');
  await offer.getByRole('button', { name: 'Create Account' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  await password.fill('a-long-enough-password');
  await offer.getByRole('button', { name: 'Create Account' }).click();
  await expect(offer.getByRole('status')).toContainText('Your account is ready');
  await expectAccessible(page);

  // Signed in as that member, with the order in their history.
  await page.goto(tenantUrl('goldenmaple', '/profile/orders'));
  await expect(page.getByText(`#${orderNumber}`).first()).toBeVisible();
  await page.goto(tenantUrl('goldenmaple', '/profile'));
  await expect(page.getByText(email).first()).toBeVisible();
});
