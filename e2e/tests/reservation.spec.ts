import { expect, expectAccessible, tenantUrl, test } from './fixtures';

test.describe('reservations', () => {
  test('a diner books a table and is told the team will confirm it', async ({ page }) => {
    await page.goto(tenantUrl('goldenmaple', '/reservation'));
    await expect(page.getByRole('heading', { level: 1, name: 'Reserve Your Table' })).toBeVisible();
    await expectAccessible(page);

    // Submitting empty names every missing field in the spec's words.
    await page.getByRole('button', { name: 'Reserve Table' }).click();
    await expect(page.getByText('Please enter date')).toBeVisible();
    await expect(page.getByText('Please enter time')).toBeVisible();
    await expect(page.getByText('Please enter name')).toBeVisible();
    await expect(page.getByText('Please enter email address')).toBeVisible();
    await expect(page.getByText('Please enter phone number')).toBeVisible();

    // One location: already chosen. Tomorrow (Thursday), the first time offered.
    const date = page.getByLabel('Date', { exact: true });
    await date.selectOption({ index: 2 });
    const time = page.getByLabel('Time', { exact: true });
    await expect(time).toBeEnabled();
    await time.selectOption({ index: 2 });
    await expect(page.getByLabel('Party Size').getByRole('option', { name: '1 Person' })).toBeAttached();
    await page.getByLabel('Party Size').selectOption({ label: '4 People' });
    await page.getByLabel('Name', { exact: true }).fill('Avery Chen');
    await page.getByLabel('Email', { exact: true }).fill('avery@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('3065550123');
    await page.getByLabel('Note (optional)').fill('A high chair, please');
    await page.getByRole('button', { name: 'Reserve Table' }).click();

    const thanks = page.getByRole('heading', { level: 1, name: 'Thank You, Avery Chen!' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(page.getByText('for 4 People at')).toBeVisible();
    await expect(page.getByText('awaiting confirmation by our team')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('with reservations off the page is not there', async ({ page }) => {
    await page.goto(tenantUrl('prairiepie', '/reservation'));
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});
