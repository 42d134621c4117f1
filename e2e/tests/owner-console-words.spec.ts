import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { ownerPage } from './steps';

/*
 * Issue 33 items 2, 3 and 5: the owner console speaks the owner's language. The promotion form asks
 * for the chosen type's fields only, Activity names what changed and says it in words (no JSON,
 * null or internal names), dates are picked on the restaurant's clock, and the settings home says
 * what each section holds. What a test adds it deletes; a promotion applies by code only, so no
 * other test's cart sees it.
 */

const SNAKE_CASE = /\b[a-z]+_[a-z_]+\b/;

/** A run's own name, so parallel runs and retries never meet. */
const unique = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A rule's field in the form by its label: a control, or a group of check boxes (the items). */
const fieldOf = (form: Locator, label: string) =>
  form
    .getByLabel(label, { exact: true })
    .or(form.getByRole('group', { name: new RegExp(`^${label.replace(/[()$%]/g, '\\$&')}( \\(|$)`) }));

/** What each type asks for that others do not, and what it must not ask. */
const TYPE_FIELDS: Record<string, { shows: string[]; hides: string[] }> = {
  '% discount on cart': {
    shows: ['Discount (%)', 'Minimum', 'A coupon for the next order instead'],
    hides: ['Discount ($)', 'Eligible items', 'Discount on the dearer item (%)', 'Free delivery within'],
  },
  'Fixed discount amount on cart': {
    shows: ['Discount ($)', 'Minimum'],
    hides: ['Discount (%)', 'Eligible items', 'Payment method reward', 'Free delivery within'],
  },
  'Payment method reward': {
    shows: ['Payment method reward', 'Discount (%)', 'Discount ($)'],
    hides: ['Eligible items', 'Must be the same item', 'Free delivery within'],
  },
  'Buy one, get one free': {
    shows: [
      'Eligible items',
      'Second group of items (the one you get)',
      'Must be the same item',
      'Discount on the cheaper item (%)',
      'Discount on the dearer item (%)',
    ],
    hides: ['Discount (%)', 'Discount ($)', 'A coupon for the next order instead', 'Free delivery within'],
  },
  '% discount on selected items': {
    shows: ['Eligible items', 'Discount (%)'],
    hides: ['Second group of items (the one you get)', 'Discount ($)', 'Free delivery within'],
  },
  'Free delivery': {
    shows: ['Free delivery within', 'Minimum'],
    hides: ['Pickup or delivery', 'Discount (%)', 'Discount ($)', 'Eligible items'],
  },
};

async function newPromotion(owner: Page): Promise<Locator> {
  await owner.getByRole('button', { name: 'New promotion' }).click();
  return owner.getByRole('form', { name: 'New promotion' });
}

test('choosing each promotion type shows only its fields, and a choice only what it calls for', async ({
  browser,
}) => {
  const owner = await ownerPage(browser, '/staff/settings/promotions');
  const form = await newPromotion(owner);
  for (const [type, { shows, hides }] of Object.entries(TYPE_FIELDS)) {
    await test.step(type, async () => {
      await form.getByLabel('Type').selectOption(type);
      for (const label of shows) await expect(fieldOf(form, label), `${type}: ${label}`).toBeVisible();
      for (const label of hides) await expect(fieldOf(form, label), `${type}: ${label}`).toHaveCount(0);
    });
  }
  // Within a type, a field shows once the choice it depends on calls for it.
  await expect(form.getByLabel('Free delivery distance (m)')).toHaveCount(0);
  await form.getByLabel('Free delivery within').selectOption('Distance');
  await expect(form.getByLabel('Free delivery distance (m)')).toBeVisible();
  await expect(form.getByLabel('Coupon code')).toHaveCount(0);
  await form.getByLabel('Applies').selectOption('Coupon code');
  await expect(form.getByLabel('Coupon code')).toBeVisible();

  // Items are picked from the menu, by a search and a check box.
  await form.getByLabel('Type').selectOption('% discount on selected items');
  const items = form.getByRole('group', { name: /^Eligible items/ });
  await items.getByLabel('Search the menu').fill('poutine');
  const poutine = items.getByRole('checkbox', { name: /Poutine/ }).first();
  await poutine.check();
  await expect(items).toHaveAccessibleName('Eligible items (1 chosen)');
  await owner.context().close();
});

test('Activity names a new promotion and a changed one, its rules in words: no JSON, null or internal names @desktop', async ({
  browser,
}) => {
  const name = unique('Activity check');
  const code = `ACT${Date.now().toString(36).toUpperCase()}`;
  const owner = await ownerPage(browser, '/staff/settings/promotions');
  const form = await newPromotion(owner);
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Applies').selectOption('Coupon code');
  await form.getByLabel('Coupon code').fill(code);
  await form.getByLabel('Discount (%)').fill('15');
  await form.getByLabel('Minimum', { exact: true }).selectOption('Minimum amount');
  await form.getByLabel('Minimum order ($)').fill('40');
  // Its picture is uploaded, not typed as a path.
  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d4a762' } })
    .png()
    .toBuffer();
  await form
    .getByLabel('Promotion picture')
    .setInputFiles({ name: 'promo.png', mimeType: 'image/png', buffer: picture });
  await expect(form.getByRole('img', { name: 'Promotion picture' })).toBeVisible();
  await form.getByRole('button', { name: 'Create promotion' }).click();

  // The list says its amount, minimum, validity and whether it is on; its buttons are short.
  const list = owner.getByRole('region', { name: 'Promotions' });
  const row = list.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Online, every day, 15% off orders of $40 or more');
  await expect(row).toContainText('valid always · on');
  await expect(row.getByRole('button', { name: `Edit ${name}` })).toHaveText('Edit');
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await owner
    .getByRole('form', { name: `Edit ${name}` })
    .getByLabel('Discount (%)')
    .fill('20');
  await owner.getByRole('button', { name: 'Save promotion' }).click();
  await expect(row).toContainText('20% off orders of $40 or more');

  await owner.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Activity' }).click();
  const changes = owner.getByRole('region', { name: 'Changes' });
  const added = changes.getByRole('listitem').filter({ hasText: `added promotion ${name}` });
  const changed = changes.getByRole('listitem').filter({ hasText: `changed promotion ${name}` });
  await expect(added).toContainText('Online, every day, 15% off orders of $40 or more');
  await expect(added).toContainText('Promotion picturean image');
  await expect(changed).toContainText('Rules');
  await expect(changed).toContainText('15% off orders of $40 or more → Online, every day, 20% off');
  for (const entry of [added, changed]) {
    const said = await entry.innerText();
    for (const raw of ['{', 'null', '[]']) expect(said).not.toContain(raw);
    expect(said).not.toMatch(SNAKE_CASE);
    // Nothing runs off its card.
    expect(await entry.evaluate((li) => li.scrollWidth <= li.clientWidth)).toBe(true);
  }

  await owner.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Promotions' }).click();
  await list.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(list.getByText(name)).toHaveCount(0);
  await owner.context().close();
});

test('a coupon’s validity is picked on the restaurant’s clock, and the settings home says what each section holds @desktop', async ({
  browser,
}) => {
  const code = `CLK${Date.now().toString(36).toUpperCase()}`;
  const owner = await ownerPage(browser, '/staff/settings/promotions');
  const coupons = owner.getByRole('form', { name: 'Coupons' });
  await coupons.getByLabel('Code').fill(code);
  await coupons.getByLabel('Name').fill('Clock check');
  await coupons.getByLabel('Amount off ($)').fill('5');
  const until = coupons.getByRole('group', { name: 'Valid until' });
  await expect(until).toContainText('On the restaurant’s clock');
  await until.getByLabel('Date').fill('2026-12-31');
  await until.getByLabel('Time').fill('23:59');
  await coupons.getByRole('button', { name: 'Add coupon' }).click();
  const row = coupons.getByRole('listitem').filter({ hasText: code });
  await expect(row).toContainText('until Dec 31, 2026 11:59 PM');
  await row.getByRole('button', { name: `Delete ${code}` }).click();
  await expect(coupons.getByText(code)).toHaveCount(0);

  await owner
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Settings' })
    .click();
  const tile = (title: string) =>
    owner
      .getByRole('list', { name: 'Sections' })
      .getByRole('listitem')
      .filter({ has: owner.getByRole('link', { name: title, exact: true }) });
  await expect(tile('Menus')).toContainText(/\d+ items? in \d+ menus?/);
  await expect(tile('Promotions')).toContainText(/\d+ promotions? \(\d+ on\)/);
  await expect(tile('Activity')).toContainText(/Last change .+ by /);
  await owner.context().close();
});
