import { expect, expectAccessible, tenantUrl, test } from './fixtures';

test.describe('contact', () => {
  test('a diner sends a message after the form checks every field', async ({ page }) => {
    await page.goto(tenantUrl('emerald', '/contact'));
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    // The three locations, each with its address and phone.
    await expect(page.getByRole('list', { name: 'Locations' }).getByRole('listitem')).toHaveCount(3);
    await expectAccessible(page);

    const send = page.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeDisabled(); // pristine

    await page.getByLabel('Name', { exact: true }).fill('Avery Chen');
    await page.getByLabel('Email', { exact: true }).fill('avery@example');
    await page.getByLabel('Phone', { exact: true }).fill('3065550123');
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('306-555-0123');
    await page.getByLabel('Subject', { exact: true }).focus();
    await page.getByLabel('Message', { exact: true }).focus();
    await page.getByLabel('Name', { exact: true }).focus();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Please enter subject')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill('avery@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Catering');
    await page.getByLabel('Message', { exact: true }).fill('Do you cater office lunches for 30?');
    await expect(send).toBeEnabled({ timeout: 15_000 }); // once the browser check is solved
    await send.click();

    await expect(page.getByRole('heading', { name: 'Message Sent Successfully' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'BACK TO HOME' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
