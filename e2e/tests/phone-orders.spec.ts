import { expect, expectAccessible, tenantUrl, test } from './fixtures';
import { waitForMail } from './mail';
import { boardCard, fillCard, shownCard, staffPage } from './steps';

/*
 * Phone orders at the counter (issue 29 item 8; decision 0087): staff take a caller's order in the
 * console, with a size, an option and a special request, paid at pickup; it is placed and priced by
 * the server's storefront placement and appears on the board marked Phone.
 */

// @desktop: it places an order on the shared demo board, so it runs once.
test('staff take a phone order with an option and a special request, and it is on the board marked Phone @desktop', async ({
  browser,
}) => {
  const staff = await staffPage(browser);
  await staff.getByRole('link', { name: 'New phone order' }).click();
  await expect(staff).toHaveURL(/\/staff\/phone-order$/);
  await expect(staff.getByRole('heading', { name: 'New phone order', level: 1 })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Add Prairie Poutine' }).first()).toBeVisible({
    timeout: 15_000,
  });
  await expectAccessible(staff);

  await staff.getByRole('button', { name: 'Add Prairie Poutine' }).first().click();
  const dialog = staff.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /Large/ }).check();
  await dialog.getByRole('checkbox', { name: /Double-smoked bacon/ }).check();
  await dialog.getByLabel(/Special Instructions/).fill('Gravy on the side');
  await dialog.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(dialog).toBeHidden();

  const items = staff.getByRole('list', { name: 'Items ordered' });
  await expect(items).toContainText('Prairie Poutine (Large)');
  await expect(items).toContainText('Double-smoked bacon');
  await expect(items).toContainText('Gravy on the side');
  // The server's total, taxes in, once the cart is quoted.
  await expect(staff.getByText('Total with taxes').locator('..')).toContainText('$');

  await staff.getByLabel('First name').fill('Robin');
  await staff.getByLabel('Last name').fill('Diaz');
  await staff.getByLabel('Phone').fill('306 555 0144');
  await staff.getByRole('radio', { name: 'Pay at pickup' }).check();
  await staff.getByRole('button', { name: 'Place order' }).click();

  await expect(staff.getByRole('heading', { name: 'Today’s orders' })).toBeVisible({ timeout: 15_000 });
  const card = await shownCard(staff, 'Received', (received) =>
    received
      .getByRole('article')
      .filter({ hasText: 'Robin Diaz' })
      .filter({ hasText: 'Gravy on the side' })
      .first(),
  );
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('Phone', { exact: true })).toBeVisible();
  await expect(card).toContainText('Prairie Poutine (Large)');
  await expect(card).toContainText('Double-smoked bacon');
  const number = (await card.getAttribute('data-order-number'))!;
  await expect(await boardCard(staff, 'Received', number)).toContainText('Phone');
  await staff.context().close();
});

// @desktop: as above.
test('a card link: the caller is mailed a link, pays by card there, and only then is the order on the board @desktop', async ({
  browser,
  page,
}) => {
  test.slow();
  const email = `caller.${Date.now()}@example.com`;
  const staff = await staffPage(browser);
  await staff.getByRole('link', { name: 'New phone order' }).click();
  await staff.getByRole('button', { name: 'Add Prairie Poutine' }).first().click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(dialog).toBeHidden();
  await staff.getByLabel('First name').fill('Sam');
  await staff.getByLabel('Last name').fill('Linkpay');
  await staff.getByLabel('Phone').fill('306 555 0199');
  await staff.getByRole('radio', { name: /Send a card link/ }).check();
  await staff.getByLabel('Email', { exact: true }).fill(email);
  await staff.getByRole('button', { name: 'Place and send the card link' }).click();
  await expect(staff.getByRole('heading', { name: 'Card link sent' })).toBeVisible({ timeout: 15_000 });
  await expect(staff.getByText(`sent to ${email}`)).toBeVisible();

  // Not paid yet: not on the board.
  await staff.getByRole('link', { name: 'Back to the board' }).click();
  await expect(staff.getByRole('heading', { name: 'Today’s orders' })).toBeVisible();
  await expect(staff.getByText('Loading orders…')).toHaveCount(0, { timeout: 15_000 });
  const linked = staff.getByRole('article').filter({ hasText: 'Sam Linkpay' });
  await expect(linked).toHaveCount(0);

  const mail = await waitForMail(email, (m) => /\/pay\?payment=/.test(m.text));
  const link = mail.text.match(/\/pay\?payment=[0-9a-f]{24}/)![0];
  await page.goto(tenantUrl('goldenmaple', link));
  await expect(page.getByRole('heading', { name: /Pay for Your Order/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Name on card').fill('Sam Linkpay');
  await fillCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/order\?id=/, { timeout: 15_000 });

  const heading = page.getByText(/^Order #\d+$/).first();
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.replace(/\D/g, '');

  // Paid: it reaches the open board (live), marked Phone, its card authorised.
  const card = await boardCard(staff, 'Received', number);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('Phone', { exact: true })).toBeVisible();
  await expect(card.getByTestId('payment-status')).toContainText('Authorised');
  await staff.context().close();
});
