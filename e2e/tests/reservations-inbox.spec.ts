import type { Browser, Page } from '@playwright/test';
import { FIXED_NOW, expect, expectAccessible, tenantUrl, test } from './fixtures';
import { chooseTableTime, runIndex, staffSignIn } from './steps';
import { waitForMail } from './mail';

/*
 * Issue 15: a staff session and a diner session side by side. The diner (a member) books a table;
 * it appears live in the staff reservations inbox; staff confirm it; the diner's My Reservations
 * shows Confirmed, and the diner gets the confirmation mail with its calendar file.
 */

const DINER = { email: 'demo@example.com', password: 'demo-pass-2026' };

async function openPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(FIXED_NOW));
  return page;
}

test('a booking appears live in the inbox, staff confirm it, and the diner sees Confirmed', async ({
  browser,
}) => {
  const staff = await openPage(browser);
  const diner = await openPage(browser);

  // Other tests book tables at the same restaurant at the same time, so the badge is held to the
  // pending count the server last answered the inbox with, not to a count this test predicts.
  const badge = staff.getByTestId('pending-badge');
  let serverPending = -1;
  let inboxAnswers = 0;
  staff.on('response', (response) => {
    if (!/\/api\/staff\/reservations\?/.test(response.url()) || !response.ok()) return;
    void response
      .json()
      .then((body: { pending: number }) => {
        serverPending = body.pending;
        inboxAnswers += 1;
      })
      .catch(() => undefined);
  });
  const badgeFollowsTheServer = () =>
    expect.poll(async () => (await badge.textContent()) === String(serverPending)).toBe(true);
  await staffSignIn(staff);
  await staff.getByRole('link', { name: 'Reservations' }).click();
  await expect(staff.getByRole('heading', { name: /^Reservations/ })).toBeVisible();
  await expect(staff.getByText('Live', { exact: true })).toBeVisible();
  await badgeFollowsTheServer();
  const answersBefore = inboxAnswers;

  await diner.goto(tenantUrl('goldenmaple', '/login'));
  await diner.getByLabel('Email').fill(DINER.email);
  await diner.getByLabel('Password').fill(DINER.password);
  await diner.getByRole('button', { name: 'Log In' }).click();
  await expect(diner).not.toHaveURL(/\/login/);
  await diner.goto(tenantUrl('goldenmaple', '/reservation'));
  // The same member booking the same time again gets the first booking back (no new one): each run
  // of this test (project, repeat, retry) takes its own time.
  await chooseTableTime(diner, 3, 2 + runIndex());
  await diner.getByLabel('Party Size').selectOption({ label: '3 People' });
  await diner.getByLabel('Name', { exact: true }).fill('Jordan Inbox');
  await diner.getByLabel('Phone', { exact: true }).fill('3065550177');
  await diner.getByLabel('Note (optional)').fill('Birthday: a candle on dessert');
  await diner.getByRole('button', { name: 'Reserve Table' }).click();
  await expect(diner.getByRole('heading', { name: 'Thank You, Jordan Inbox!' })).toBeVisible();
  const number = /reservation #(\d+)/.exec(
    (await diner.getByText(/Your reservation #\d+/).textContent()) ?? '',
  )?.[1];
  expect(number).toBeDefined();

  // Live in the inbox, without a reload: the row, its note, the New mark and the count badge.
  const row = staff.getByTestId(`reservation-${number}`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Jordan Inbox · party of 3');
  await expect(row).toContainText('Birthday: a candle on dessert');
  await expect(row).toContainText('306-555-0177');
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  // The booking made the inbox ask the server again; the other worker's tests confirm and cancel
  // bookings meanwhile, so the count itself may be anything: the badge shows what the server said.
  await expect.poll(() => inboxAnswers).toBeGreaterThan(answersBefore);
  await badgeFollowsTheServer();
  await expectAccessible(staff);

  const refreshed = staff.waitForResponse((r) => /\/api\/staff\/reservations\?/.test(r.url()));
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toContainText('Confirmed');
  await refreshed;
  await badgeFollowsTheServer();
  // The cut-off for guests' own changes is the owner's (see the owner's test below): not shown here.
  await expect(staff.getByRole('heading', { name: 'Guest changes' })).toHaveCount(0);

  await diner.goto(tenantUrl('goldenmaple', '/profile/reservations'));
  await expect(diner.getByRole('heading', { name: 'My Reservations' })).toBeVisible();
  const item = diner
    .getByRole('button', { name: /Jordan|Golden Maple|3 People/ })
    .filter({ hasText: 'Confirmed' });
  await expect(item.first()).toBeVisible();

  const mail = await waitForMail(
    DINER.email,
    (m) => m.subject.includes(`#${number}`) && m.subject.includes('confirmed'),
  );
  expect(mail.text).toContain('is confirmed');
});

test('the diner cancels a booking from the mail’s link without signing in', async ({ browser }) => {
  const diner = await openPage(browser);
  await diner.goto(tenantUrl('goldenmaple', '/reservation'));
  await chooseTableTime(diner, 4, 2);
  await diner.getByLabel('Party Size').selectOption({ label: '2 People' });
  await diner.getByLabel('Name', { exact: true }).fill('Sam Linkcancel');
  const email = `linkcancel-${Date.now().toString(36)}@example.com`;
  await diner.getByLabel('Email', { exact: true }).fill(email);
  await diner.getByLabel('Phone', { exact: true }).fill('3065550166');
  await diner.getByRole('button', { name: 'Reserve Table' }).click();
  await expect(diner.getByRole('heading', { name: 'Thank You, Sam Linkcancel!' })).toBeVisible();

  const received = await waitForMail(email, (m) => m.subject.includes('We received your reservation'));
  const link = /https?:\/\/\S+\/reservation\/manage\?token=\S+/.exec(received.text)![0];
  await diner.goto(link);
  await expect(diner.getByRole('heading', { name: /Reservation #\d+/ })).toBeVisible();
  await expect(diner.getByTestId('reservation-status')).toHaveText('Pending');
  await expectAccessible(diner);
  await diner.getByRole('button', { name: 'Cancel Reservation' }).click();
  await diner.getByRole('button', { name: 'Yes, Cancel It' }).click();
  await expect(diner.getByTestId('reservation-status')).toHaveText('Cancelled');
  await waitForMail(email, (m) => m.subject.includes('is cancelled'));
});

test('the owner invites a staff member, who sets a password from the mail and signs in; the owner removes them', async ({
  page,
}) => {
  const email = `invitee-${Date.now().toString(36)}-${test.info().project.name}@example.com`;
  await staffSignIn(page, 'owner@goldenmaple.example.ca');
  // The owner sets how long before a booking guests may still change it online.
  await page.getByRole('link', { name: 'Reservations' }).click();
  await expect(page.getByRole('heading', { name: 'Guest changes' })).toBeVisible();
  await expect(
    page.getByLabel('Guests may cancel or change a booking online until (hours before)'),
  ).toHaveValue('2');
  await page.getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
  await page.getByLabel('Name').fill('Riley Newhire');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  await expect(page.getByText('Riley Newhire')).toBeVisible();
  await expectAccessible(page);

  const mail = await waitForMail(email, (m) => m.subject.includes('invited'));
  const link = /https?:\/\/\S+\/staff\/invite\?token=\S+/.exec(mail.text)![0];
  const invitee = await page.context().browser()!.newPage();
  await invitee.goto(link);
  await expect(invitee.getByText(`You will sign in with ${email}`)).toBeVisible();
  await invitee.getByLabel('Password', { exact: true }).fill('short');
  await invitee.getByRole('button', { name: 'Set password' }).click();
  await expect(invitee.getByRole('alert')).toContainText('Password must be at least 8 characters');
  await invitee.getByLabel('Password', { exact: true }).fill('riley-pass-2026');
  await invitee.getByLabel('Confirm password').fill('riley-pass-2026');
  await invitee.getByRole('button', { name: 'Set password' }).click();
  await invitee.getByRole('link', { name: 'Sign in' }).click();
  await invitee.getByLabel('Email').fill(email);
  await invitee.getByLabel('Password').fill('riley-pass-2026');
  await invitee.getByRole('button', { name: 'Sign in' }).click();
  await expect(invitee.getByRole('heading', { name: 'Today’s orders' })).toBeVisible();
  await expect(invitee.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);

  await page.reload();
  const row = page.getByRole('listitem').filter({ hasText: email });
  await row.getByRole('button', { name: 'Remove' }).click();
  await row.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByText(email)).toHaveCount(0);
});
