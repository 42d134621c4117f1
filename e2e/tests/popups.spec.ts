import { expect, expectAccessible, tenantUrl, test } from './fixtures';

/*
 * The transition and welcome popups (accounts-and-extras §4, §9) as the demo sets them: Prairie Pie
 * Co. sends diners to Golden Maple Bistro, which greets those who arrive from it.
 */
const THIRTY_DAYS = 30 * 24 * 3600;

// The fixture dismisses Prairie Pie Co.'s popup for every other test; these start from no cookies.
test.beforeEach(async ({ page }) => {
  await page.context().clearCookies();
});

test('the transition popup is an accessible dialog: focus stays inside, Escape and Close hide it', async ({
  page,
}) => {
  await page.goto(tenantUrl('prairiepie', '/home'));
  const dialog = page.getByRole('dialog', { name: /Golden Maple Bistro/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Visit' })).toBeVisible();
  await expectAccessible(page);
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Close hides it for now only: it is back on the next page load.
  await page.reload();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('Stay chooses the location that stays and dismisses the popup for 30 days', async ({
  page,
  context,
}) => {
  await page.goto(tenantUrl('prairiepie', '/home'));
  const dialog = page.getByRole('dialog', { name: /Golden Maple Bistro/ });
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const cookies = await context.cookies();
  const dismissed = cookies.find((c) => c.name === 'transitionDismissed');
  expect(dismissed?.value).toBe('true');
  expect(Math.abs(dismissed!.expires - Date.now() / 1000 - THIRTY_DAYS)).toBeLessThan(120);
  expect(decodeURIComponent(cookies.find((c) => c.name === 'selectedLocation')?.value ?? '')).toContain(
    '112 Osborne St',
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('Visit goes to Golden Maple Bistro, which welcomes the diner once and starts the order', async ({
  page,
  context,
}) => {
  await page.goto(tenantUrl('prairiepie', '/home'));
  await page
    .getByRole('dialog', { name: /Golden Maple Bistro/ })
    .getByRole('button', { name: 'Visit' })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${tenantUrl('goldenmaple', '/')}`));
  const welcome = page.getByRole('dialog', { name: 'Welcome, Prairie Pie Co. friends!' });
  await expect(welcome).toBeVisible();
  await expectAccessible(page);
  // The clean-up: the came-from query is stripped and the welcome-shown cookie set for 30 days.
  await expect(page).not.toHaveURL(/cameFromOldSite/);
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'welcomeShown')?.value)
    .toBe('true');
  const shown = (await context.cookies()).find((c) => c.name === 'welcomeShown')!;
  expect(Math.abs(shown.expires - Date.now() / 1000 - THIRTY_DAYS)).toBeLessThan(120);
  await welcome.getByRole('button', { name: 'Start Ordering Now' }).click();
  await expect(page).toHaveURL(/\/menus$/);
  await expect(welcome).toBeHidden();
  // Once only.
  await page.goto(tenantUrl('goldenmaple', '/home?cameFromOldSite=true'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(welcome).toHaveCount(0);
});
