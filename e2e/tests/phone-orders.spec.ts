import { expect, expectAccessible, test } from './fixtures';
import { boardCard, staffPage } from './steps';

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
  const received = staff.getByRole('region', { name: /^Received/ });
  const card = received
    .getByRole('article')
    .filter({ hasText: 'Robin Diaz' })
    .filter({ hasText: 'Gravy on the side' })
    .first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('Phone', { exact: true })).toBeVisible();
  await expect(card).toContainText('Prairie Poutine (Large)');
  await expect(card).toContainText('Double-smoked bacon');
  const number = (await card.getAttribute('data-order-number'))!;
  await expect(await boardCard(staff, 'Received', number)).toContainText('Phone');
  await staff.context().close();
});
