import { expect, expectAccessible, tenantUrl, test } from './fixtures';
import { waitForMail } from './mail';
import { choose, giftForSomeoneElse, payGiftCardsOnline } from './steps';

/*
 * Issue 18 item 7, as a diner on a phone: a member sends a digital gift card to a friend with a
 * message, pays online, and the friend's mail (read from the SMTP sink) carries the card and the
 * message; the member's profile lists the gift as Sent. The clocks are pinned (fixtures.ts):
 * Wednesday 2026-11-25, 2:30 PM in Saskatoon.
 */

const run = `${Date.now().toString(36)}-${process.pid}`;

test('@phone a diner sends a gift card to a friend, who gets it by mail with the message', async ({
  page,
}) => {
  const me = { first: 'Sam', last: 'Giver', email: `sam-${run}@example.com` };
  const friend = { name: 'Alex Friend', email: `alex-${run}@example.com` };
  const message = 'Happy birthday, Alex! Dinner is on me.';
  // Registration, the gift form, the card payment and two mails (24 s on the phone in CI).
  test.slow();

  await page.goto(tenantUrl('goldenmaple', '/register'));
  await page.getByLabel('First Name').fill(me.first);
  await page.getByLabel('Last Name').fill(me.last);
  await page.getByLabel('Email').fill(me.email);
  await page.getByLabel('Telephone').fill('3065550142');
  await page.getByLabel('Password').fill('gift-pass-2026');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto(tenantUrl('goldenmaple', '/gift'));
  await page.getByRole('link', { name: /\$25 Gift Card/ }).click();
  await expect(page.getByRole('radio', { name: /For me/ })).toBeChecked();
  await choose(page, /For someone else/);

  // What is missing is said, field by field, and the first such field takes the focus.
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await expect(page.getByText("Please enter the recipient's name")).toBeVisible();
  await expect(page.getByText("Please enter the recipient's email address")).toBeVisible();
  await expect(page.getByLabel("Recipient's name")).toBeFocused();

  await giftForSomeoneElse(page, friend, message);
  // Now is the default; a date is the restaurant's morning, within 90 days.
  await expect(page.getByRole('radio', { name: /^Now/ })).toBeChecked();
  await choose(page, /On a date/);
  await expect(page.getByLabel('Send date')).toHaveAttribute('min', '2026-11-25');
  await expect(page.getByLabel('Send date')).toHaveAttribute('max', '2027-02-23');
  await choose(page, /^Now/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();

  await expect(page).toHaveURL(/\/gift-checkout$/);
  const summary = page.getByRole('region', { name: 'Your Gift Card' });
  await expect(summary.getByText(friend.name)).toBeVisible();
  await expect(summary.getByText('Once paid')).toBeVisible();
  // The member's details are filled in.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(me.email);
  await payGiftCardsOnline(page, '$25.00');
  await expect(
    page.getByText(`Your gift card is being emailed to ${friend.name} (${friend.email}) now.`),
  ).toBeVisible();
  await expectAccessible(page);

  // The friend's mail: from the restaurant, the buyer's message, the card and how to use it.
  const gift = await waitForMail(friend.email);
  expect(gift.subject).toBe('Sam Giver sent you a Golden Maple Bistro gift card');
  expect(gift.text).toContain(`"${message}"`);
  expect(gift.text).toMatch(/\d{4} \d{4} \d{4} \d{4} {3}\$25\.00/);
  expect(gift.text).toContain('Gift Card at checkout');
  // The buyer's own mail says to whom, without the card's number.
  const confirmation = await waitForMail(me.email, (mail) => mail.subject.startsWith('Your gift for'));
  expect(confirmation.text).toContain(`${friend.name} (${friend.email})`);
  expect(confirmation.text).not.toMatch(/\d{4} \d{4} \d{4} \d{4}/);

  await page.goto(tenantUrl('goldenmaple', '/profile/giftcards'));
  const sent = page.getByRole('region', { name: 'Sent as Gifts' });
  const item = sent.getByRole('listitem').filter({ hasText: friend.name });
  await expect(item).toContainText(friend.email);
  await expect(item).toContainText('Sent');
  await expect(item).toContainText('1 × $25.00');
  await expect(item).toContainText('Nov 25, 2026 2:30 PM');
  await expectAccessible(page);
});
