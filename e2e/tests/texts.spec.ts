import { expect, expectAccessible, test } from './fixtures';
import {
  boardCard,
  fillGuest,
  orderNumberOnThankYou,
  ownerPage,
  pickupOrderOfFirstItem,
  staffPage,
  toOrderReview,
} from './steps';

/*
 * Texts to the diner (issue 29 items 7 and 9; decision 0086): a diner ticks "Text me updates about
 * this order" at checkout, staff accept the order on the board, and the owner finds the text in the
 * console's Messages, labelled Test: the demo's log provider sends nothing.
 */

test('a diner asks for texts, the board accepts the order, and the text is in the owner’s Messages, labelled Test', async ({
  page,
  browser,
}) => {
  // A checkout, the board and the owner's console, each in a browser of its own.
  test.slow();
  await pickupOrderOfFirstItem(page, 'goldenmaple');
  await toOrderReview(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  const form = page.getByRole('form', { name: 'Guest Checkout' });
  await fillGuest(form, {
    first: 'Morgan',
    last: 'Texter',
    email: `texts-${Date.now().toString(36)}@example.com`,
    phone: '3065550177',
  });
  const box = form.getByRole('checkbox', { name: 'Text me updates about this order' });
  await box.check();
  await expect(box).toBeChecked();
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page.getByRole('heading', { name: /Thank you/ })).toBeVisible();
  const number = await orderNumberOnThankYou(page);

  const board = await staffPage(browser);
  const card = await boardCard(board, 'Received', number);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(await boardCard(board, 'Accepted', number)).toBeVisible();

  const owner = await ownerPage(browser, '/staff/settings/messages');
  await expect(owner.getByRole('heading', { name: 'Messages' })).toBeVisible();
  const text = owner.getByRole('listitem').filter({ hasText: `order #${number}` });
  await expect(text).toContainText(`: your order #${number} is accepted, ready at`, { timeout: 15_000 });
  await expect(text).toContainText('+1 ***-***-0177');
  await expect(text).toContainText('Delivered');
  await expect(text.getByText('Test', { exact: true })).toBeVisible();
  await expect(text).toContainText(/\/o\/[0-9a-f]{24}/);
  await expect(owner.getByText(/\d+ texts? sent this month/)).toBeVisible();
  await expectAccessible(owner);
});
