import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, FIXED_NOW, tenantUrl, test } from './fixtures';
import { boardCard, openKitchenControls, placeOrderByApi, STAFF, staffSignIn } from './steps';

/*
 * Orders first (issue 33 item 1): on a 1024×768 tablet and on a phone the board's first screen shows
 * order cards, the most urgent on top, late ones marked in words; the kitchen's controls fold into
 * one status line that opens on a tap.
 */

const customer = {
  firstName: 'Dana',
  lastName: 'Boardcheck',
  email: 'dana.board@example.com',
  phone: '3065550166',
};

/** The tablet in the desktop project; the phone project keeps its phone (390×844). */
async function onKitchenScreen(page: Page): Promise<{ width: number; height: number }> {
  if (test.info().project.name === 'desktop') await page.setViewportSize({ width: 1024, height: 768 });
  return page.viewportSize()!;
}

/** Whether the whole of `locator` lies inside the first screen (the page not scrolled). */
async function inFirstScreen(locator: Locator, screen: { height: number; width: number }): Promise<boolean> {
  const box = await locator.boundingBox();
  return (
    box !== null && box.y >= 0 && box.y + box.height <= screen.height && box.x + box.width <= screen.width
  );
}

test('the board shows orders first: three cards in the first screen, the most urgent on top', async ({
  page,
  request,
}) => {
  // Three reloads of a board that, late in a CI run, holds a column's first 50 cards in each column,
  // and an axe pass over it: more than the default minute on a loaded phone run.
  test.slow();
  const screen = await onKitchenScreen(page);
  // Pre-orders for 6, 5 and 4 PM in Saskatoon, then two ASAP orders (due around 3 PM): placed last,
  // due first.
  const placed: number[] = [];
  for (const time of ['18:00', '17:00', '16:00']) {
    placed.push(
      (await placeOrderByApi(request, { customer, schedule: { date: '2026-11-25', time } })).orderNumber,
    );
  }
  for (let i = 0; i < 2; i++) placed.push((await placeOrderByApi(request, { customer })).orderNumber);

  await staffSignIn(page);
  await expect(await boardCard(page, 'Received', placed[4]!)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));

  // Cards whose heading (the order's number) shows without scrolling, in any column: measured in one
  // pass in the page, since in CI the board holds every order the run left open.
  const shown = await page
    .getByRole('article')
    .getByRole('heading', { level: 3 })
    .evaluateAll(
      (headings, { width, height }) =>
        headings.filter((h) => {
          const box = h.getBoundingClientRect();
          return box.height > 0 && box.top >= 0 && box.bottom <= height && box.right <= width;
        }).length,
      screen,
    );
  expect(shown).toBeGreaterThanOrEqual(3);

  // The most urgent is first, whole in the first screen with its Accept.
  const received = page.getByRole('region', { name: /^Received/ });
  const cards = received.getByRole('article');
  const dues = await cards.evaluateAll((articles) =>
    articles.map((a) => Date.parse(a.getAttribute('data-due')!)),
  );
  expect(dues).toEqual([...dues].sort((a, b) => a - b));
  const first = cards.first();
  expect(await inFirstScreen(first.getByRole('heading', { level: 3 }), screen)).toBe(true);
  expect(await inFirstScreen(first.getByRole('button', { name: 'Accept' }), screen)).toBe(true);

  // Ours in the order they are due: the two ASAP ones, then 4, 5 and 6 PM (the run's other tests
  // leave open orders on this board: the column is drawn down to the last of ours).
  await boardCard(page, 'Received', placed[0]!);
  const numbers = await cards.evaluateAll((articles) =>
    articles.map((a) => Number(a.getAttribute('data-order-number'))),
  );
  const ours = numbers.filter((n) => placed.includes(n));
  expect(ours).toEqual([placed[3], placed[4], placed[2], placed[1], placed[0]]);

  // Orders still open from earlier days (the demo's) are apart, as overdue, and said to be there.
  await expect(page.getByRole('link', { name: /overdue orders? from earlier days/ })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /^Overdue from earlier days/ })
      .getByRole('article')
      .first(),
  ).toBeVisible();

  // At 4:30 PM in Saskatoon the ASAP orders and the 4 PM one are late, in words; the 5 PM one is not.
  await page.clock.setFixedTime(new Date(Date.parse(FIXED_NOW) + 2 * 3_600_000));
  await page.reload();
  await boardCard(page, 'Received', placed[1]!);
  const card = (n: number) => received.getByRole('article', { name: new RegExp(`Order #${n}(?!\\d)`) });
  await expect(card(placed[2]!).getByText('Late', { exact: true })).toBeVisible();
  await expect(card(placed[3]!).getByText('Late', { exact: true })).toBeVisible();
  await expect(card(placed[1]!)).toBeVisible();
  await expect(card(placed[1]!).getByText('Late', { exact: true })).toHaveCount(0);

  // The strip opens on a tap and shows the controls; axe on the board with it open, drawn as staff
  // first see it (the column's first cards, not every open order of the run).
  await page.reload();
  const strip = page.getByRole('button', { name: /^Kitchen/ });
  await expect(strip).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('group', { name: 'Busy mode' })).toBeHidden();
  await openKitchenControls(page);
  await expect(page.getByRole('group', { name: 'Busy mode' })).toBeVisible();
  await expectAccessible(page);
});

// @desktop: it changes a location's kitchen for everyone, so it runs once, at Emerald's Downtown
// Regina, where no other test orders (and whose clock, UTC-6 all year, the browser reads as the server does).
test("the Kitchen strip's line says what is in force, and its controls work @desktop", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(tenantUrl('emerald', '/staff/login'));
  await page.getByLabel('Email').fill('staff@emerald.example.ca');
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Restaurant').selectOption({ label: 'Emerald Noodle House Downtown Regina' });
  const strip = page.getByRole('button', { name: /^Kitchen/ });
  await expect(strip).toContainText('Pickup on · Delivery on');

  await openKitchenControls(page);
  const busy = page.getByRole('group', { name: 'Busy mode' });
  await busy.getByRole('button', { name: '+10 min' }).click();
  await expect(strip).toContainText('Pickup on · Delivery on · Busy +10 min');
  const pickup = page.getByRole('group', { name: 'Pickup' });
  await pickup.getByLabel('Pause pickup for').selectOption({ label: 'Until a time' });
  // 2:30 PM in Regina: 6:30 PM is later today.
  await pickup.getByLabel('Pause pickup until (restaurant time)').fill('18:30');
  await pickup.getByRole('button', { name: 'Pause pickup' }).click();
  await expect(strip).toContainText('Pickup paused until 6:30 PM · Delivery on · Busy +10 min');

  // Folded again, the line still says it; open, each ends.
  await strip.click();
  await expect(strip).toHaveAttribute('aria-expanded', 'false');
  await expect(busy).toBeHidden();
  await openKitchenControls(page);
  await pickup.getByRole('button', { name: 'Resume pickup' }).click();
  await busy.getByRole('button', { name: 'End busy mode' }).click();
  await expect(strip).toContainText('Pickup on · Delivery on');
  await expect(strip).not.toContainText('Busy');
});
