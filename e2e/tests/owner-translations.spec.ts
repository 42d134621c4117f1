import type { APIRequestContext } from '@playwright/test';
import { expect, tenantUrl, test } from './fixtures';
import { openItemForm, ownerMenusPage, ownerPage } from './steps';

/*
 * The restaurant's own words in French (issue 31 item 4): Golden Maple Bistro offers English and
 * French, so the owner's menu editor has a French field beside each name and description; the French
 * name saved there is what the storefront's menu API answers a French request with, and an English
 * request still gets the English one; a promotion's conditions, one a line, get their French on the
 * Promotions page, and /fr/promotions shows them. Each is put back at the end. @desktop: they change
 * the menu and the promotions for everyone, so they run once.
 */

const ITEM = 'Sticky Toffee Pudding';
const FRENCH = 'Pouding chômeur au caramel';

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
  const owner = await ownerMenusPage(browser);
  const form = await openItemForm(owner, ITEM);
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
    const again = await openItemForm(owner, ITEM);
    await again.getByLabel('Name (Français)', { exact: true }).fill(was);
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(again.getByRole('status')).toHaveText('Saved.');
    await owner.context().close();
  }
  expect(await servedName(request, 'fr')).toBe(was);
});

test('the owner gives a promotion’s conditions in French, one a line, and /fr/promotions lists them @desktop', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const PROMOTION = 'Two-for-one Handhelds';
  const conditions = ['Du mardi au jeudi, de 14 h à 17 h', 'Un seul rabais par commande'];
  const owner = await ownerPage(browser, '/staff/settings/promotions');
  const edit = async () => {
    await owner.getByRole('button', { name: `Edit ${PROMOTION}` }).click();
    return owner.getByRole('form', { name: `Edit ${PROMOTION}` });
  };
  const form = await edit();
  // The English lines, and their French beside them.
  await expect(form.getByRole('textbox', { name: 'Conditions', exact: true })).toHaveValue(
    /^Tuesday to Thursday, 2 PM to 5 PM\n/,
  );
  const french = form.getByRole('textbox', { name: 'Conditions (Français)', exact: true });
  const was = await french.inputValue();
  expect(was.split('\n')[0]).toBe('Du mardi au jeudi, de 14 h à 17 h');
  await expect(form.getByRole('textbox', { name: 'How to redeem (Français)', exact: true })).not.toHaveValue(
    '',
  );
  try {
    await french.fill(conditions.join('\n'));
    await form.getByRole('button', { name: 'Save promotion' }).click();
    await expect(owner.getByRole('region', { name: 'Promotions' })).toBeVisible();

    const diner = await browser.newPage();
    try {
      await diner.goto(tenantUrl('goldenmaple', '/fr/promotions'));
      const card = diner.getByRole('article', { name: 'Sandwichs deux pour un' });
      await expect(card.getByRole('listitem')).toContainText([...conditions]);
      await diner.goto(tenantUrl('goldenmaple', '/promotions'));
      await expect(diner).toHaveURL(/\/promotions$/);
      await expect(diner.getByRole('article', { name: PROMOTION })).toContainText(
        'Tuesday to Thursday, 2 PM to 5 PM',
      );
    } finally {
      await diner.close();
    }
  } finally {
    const again = await edit();
    await again.getByRole('textbox', { name: 'Conditions (Français)', exact: true }).fill(was);
    await again.getByRole('button', { name: 'Save promotion' }).click();
    await expect(owner.getByRole('region', { name: 'Promotions' })).toBeVisible();
    await owner.context().close();
  }
});
