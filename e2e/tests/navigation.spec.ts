import { appStarted, expect, expectAccessible, tenantUrl, test } from './fixtures';
import { startPickupOrder, addFirstItem, staffSignIn } from './steps';

/*
 * Navigation that respects the diner (issue 18, items 3 and 4): a new page opens at its top with
 * focus on its heading, its own title, announced; the sticky header never hides what has focus; the
 * announcement bar is one line on a phone, can be dismissed, and stays out of checkout; the menus
 * on a desktop scroll with the page, their section list staying in view.
 */

test('a new page opens at its top, focused on its heading, titled and announced', async ({ page }) => {
  await page.goto(tenantUrl('goldenmaple', '/home'));
  // Before the app has started, the footer's link loads the next page afresh rather than opening it.
  await appStarted(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  // The footer's link, reached at the foot of the page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gallery' }).click();

  await expect(page).toHaveURL(/\/gallery$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Gallery' });
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle('Gallery | Golden Maple Bistro');
  await expect(
    page.locator('[aria-live="polite"]').filter({ hasText: 'Gallery | Golden Maple Bistro' }),
  ).toHaveCount(1);
});

test('a diner who scrolls the server’s page before its scripts run stays where they scrolled', async ({
  page,
}) => {
  // The page's entry script is held until the diner has scrolled the server's HTML.
  let release!: () => void;
  const scrolled = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await scrolled;
    await route.continue();
  });
  // Module scripts run before DOMContentLoaded: the page is read once its HTML has drawn the footer.
  await page.goto(tenantUrl('goldenmaple', '/home'), { waitUntil: 'commit' });
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  release();
  await appStarted(page);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test('a page loaded afresh opens where the browser put it, not where another load was left', async ({
  page,
}) => {
  // The first page of every load has the same history key ('default'): what /home was left at
  // (kept for a reload) must not move /menus when its scripts start.
  await page.goto(tenantUrl('goldenmaple', '/home'));
  await appStarted(page);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.goto(tenantUrl('goldenmaple', '/menus'));
  await appStarted(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // A reload of it still returns to where the diner was.
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.reload();
  await appStarted(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test('in the staff console too, a new page is focused on its heading and announced', async ({ page }) => {
  await staffSignIn(page);
  await page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: /^Reservations/ })
    .click();

  await expect(page).toHaveURL(/\/staff\/reservations$/);
  await expect(page.getByRole('heading', { level: 1, name: /Reservations/ })).toBeFocused();
  // The title leads with the count of bookings waiting, e.g. '(1) Reservations | …'.
  const title = /Reservations \| Golden Maple Bistro staff$/;
  await expect(page).toHaveTitle(title);
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: title })).toHaveCount(1);
});

test('every screen of an order has its own title', async ({ page }) => {
  await startPickupOrder(page, 'goldenmaple');
  await expect(page).toHaveTitle('Build Your Order | Golden Maple Bistro');
  await addFirstItem(page);
  await page.goto(tenantUrl('goldenmaple', '/cart'));
  await expect(page).toHaveTitle('Your Order | Golden Maple Bistro');
  await page.goto(tenantUrl('goldenmaple', '/checkout'));
  await expect(page).toHaveTitle('Checkout | Golden Maple Bistro');
});

test('the sticky header never hides the element that has focus', async ({ page }) => {
  await page.goto(tenantUrl('goldenmaple', '/menus'));
  const items = page.locator('article button').filter({ visible: true });
  await expect(items.nth(12)).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // Backwards through the list: each item scrolls in below the header (and the phone's chip bar).
  await items.nth(12).focus();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Shift+Tab');
    const covered = await page.evaluate(() => {
      const focused = document.activeElement!.getBoundingClientRect();
      const bars = Array.from(document.querySelectorAll('header, [data-sticky-subnav]'))
        .map((el) => el.getBoundingClientRect())
        .filter((box) => box.height > 0);
      return bars.some((bar) => focused.top < bar.bottom && focused.bottom > bar.top);
    });
    expect(covered).toBe(false);
  }
});

test.describe('the announcement bar', () => {
  test('is one line with More on a phone @phone', async ({ page }) => {
    await page.goto(tenantUrl('goldenmaple', '/home'));
    const bar = page.getByRole('complementary', { name: 'Announcements' });
    const box = await bar.boundingBox();
    expect(box!.height).toBeLessThan(50);
    const more = bar.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(bar.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
    expect((await bar.boundingBox())!.height).toBeGreaterThan(100);
    await expectAccessible(page);
  });

  test('can be dismissed for the session and is not shown in checkout', async ({ page }) => {
    await page.goto(tenantUrl('goldenmaple', '/checkout'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Announcements' })).toHaveCount(0);

    await page.goto(tenantUrl('goldenmaple', '/home'));
    const bar = page.getByRole('complementary', { name: 'Announcements' });
    await bar.getByRole('button', { name: 'Dismiss announcements' }).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });
});

test('on a desktop the menus scroll with the page and the section list stays in view @desktop', async ({
  page,
}) => {
  await page.goto(tenantUrl('goldenmaple', '/menus'));
  const region = page.getByRole('region', { name: 'All Day Menu' });
  await expect(region).toBeVisible();
  // A section's link moves focus to its heading once the page is the app's (before, it only jumps).
  await appStarted(page);
  // No scroll box of its own: the list is as tall as its content.
  expect(await region.evaluate((el) => el.scrollHeight - el.clientHeight)).toBe(0);
  const nav = page.getByRole('navigation', { name: 'All Day Menu sections' }).filter({ visible: true });
  await page.evaluate(() => window.scrollTo(0, 2500));
  const box = await nav.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(64);
  expect(box!.y).toBeLessThan(120);
  // The page below the menus is the footer, not blank space.
  await nav.getByRole('link', { name: 'Drinks' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Drinks' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Drinks' })).toBeInViewport();
});
