import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, tenantUrl, test } from './fixtures';
import { OWNER_EMAIL, staffPage } from './steps';

/*
 * The restaurant's own words in French (issue 31 item 4): Golden Maple Bistro offers English and
 * French, so the owner's menu editor has a French field beside each name and description; the French
 * name saved there is what the storefront's menu API answers a French request with, and an English
 * request still gets the English one. The French name is put back at the end. @desktop: it changes
 * the menu for everyone, so it runs once.
 */

const ITEM = 'Sticky Toffee Pudding';
const FRENCH = 'Pouding chômeur au caramel';

async function ownerMenus(browser: Browser): Promise<Page> {
  const page = await staffPage(browser, OWNER_EMAIL);
  await page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Menus' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
  return page;
}

/** The item's name as the storefront's menu API gives it in a language. */
async function servedName(request: APIRequestContext, language: string): Promise<string | undefined> {
  // The base URL's tenant is the default one, Golden Maple Bistro.
  const tenant = await (await request.get('/api/eater/tenants/goldenmaple')).json();
  const menus = await (
    await request.get(`/api/eater/restaurants/${tenant.restaurants[0]._id}/menus`, {
      headers: { 'accept-language': language },
    })
  ).json();
  const items = menus.menus.flatMap((m: { sections: { items: { cd: string; name: string }[] }[] }) =>
    m.sections.flatMap((s) => s.items),
  );
  return items.find((i: { cd: string }) => i.cd === 'E4')?.name;
}

test('the owner gives an item its French name beside the English one, and the French menu shows it @desktop', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await ownerMenus(browser);
  await owner.getByRole('button', { name: ITEM, exact: true }).click();
  const form = owner.getByRole('form', { name: `Item: ${ITEM}` });
  // The English label stays; the French field sits beside it.
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(ITEM);
  const french = form.getByLabel('Name (Français)', { exact: true });
  const was = await french.inputValue();
  expect(was).toBe('Pouding au caramel anglais');
  await expect(form.getByLabel('Description (Français)', { exact: true })).not.toHaveValue('');

  try {
    await french.fill(FRENCH);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('status')).toHaveText('Saved.');

    await expect.poll(() => servedName(request, 'fr-CA,fr;q=0.9')).toBe(FRENCH);
    expect(await servedName(request, 'en-CA,en;q=0.9')).toBe(ITEM);
    // The diner's French menu page shows it, and the English one still the English name.
    const diner = await browser.newPage();
    try {
      await diner.goto(tenantUrl('goldenmaple', '/fr/menus'));
      await expect(diner.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await expect(diner.getByRole('main').getByText(FRENCH, { exact: true }).first()).toBeVisible();
      await diner.goto(tenantUrl('goldenmaple', '/menus'));
      await expect(diner).toHaveURL(/\/menus$/);
      await expect(diner.getByRole('main').getByText(ITEM, { exact: true }).first()).toBeVisible();
    } finally {
      await diner.close();
    }
  } finally {
    await owner.getByRole('button', { name: ITEM, exact: true }).click();
    const again = owner.getByRole('form', { name: `Item: ${ITEM}` });
    await again.getByLabel('Name (Français)', { exact: true }).fill(was);
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(again.getByRole('status')).toHaveText('Saved.');
    await owner.context().close();
  }
  expect(await servedName(request, 'fr')).toBe(was);
});
