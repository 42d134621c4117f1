import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, tenantUrl, test } from './fixtures';
import { OWNER_EMAIL, staffSignIn } from './steps';

/*
 * A menu editor that keeps its place (issue 33 item 4): a search over the tree, the editor brought
 * into view with focus on its heading when an item low in the tree is picked, reorder buttons a
 * finger can press, and a Save bar that never covers the field being filled. Nothing is saved: the
 * demo menu stays as it is for the other specs.
 */

async function menusPage(page: Page): Promise<Locator> {
  await staffSignIn(page, OWNER_EMAIL);
  await page.goto(tenantUrl('goldenmaple', '/staff/settings/menus'));
  const tree = page.getByRole('region', { name: 'Menus of the location' });
  await expect(tree.getByRole('list', { name: /^Items of / }).first()).toBeVisible();
  return tree;
}

/** Whether two boxes share any area. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

test('picking an item low in the tree brings its editor into view, and Save never covers a field', async ({
  page,
}) => {
  const tree = await menusPage(page);
  const screen = page.viewportSize()!;
  const items = tree.getByRole('list', { name: /^Items of / });
  const lowest = items.last().getByRole('listitem').last();
  const name = (await lowest.getByRole('button').first().textContent())!.trim();
  await lowest.getByRole('button', { name, exact: true }).click();

  const form = page.getByRole('form', { name: `Item: ${name}` });
  const heading = form.getByRole('heading', { name: `Item: ${name}` });
  await expect(heading).toBeFocused();
  const top = (await heading.boundingBox())!;
  expect(top.y).toBeGreaterThanOrEqual(0);
  expect(top.y + top.height).toBeLessThanOrEqual(screen.height);

  // Tab through the form: each field, when focused, is clear of the Save bar (or is in it).
  const bar = form.locator('[data-save-bar]');
  let fields = 0;
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    if ((await form.locator(':focus').count()) === 0 || (await bar.locator(':focus').count()) > 0) break;
    const field = (await focused.boundingBox())!;
    const save = (await bar.boundingBox())!;
    expect(overlap(field, save), `field ${i + 1} under the Save bar`).toBe(false);
    expect(field.y + field.height).toBeLessThanOrEqual(screen.height);
    fields += 1;
  }
  expect(fields).toBeGreaterThan(5);

  // Move up and Move down are a finger's size.
  const up = tree.getByRole('button', { name: /^Move .* up$/ }).first();
  const box = (await up.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
});

test('the search narrows the tree to what it names, with the menu and section around it', async ({
  page,
}) => {
  const tree = await menusPage(page);
  const items = tree.getByRole('list', { name: /^Items of / });
  const allItems = await items.getByRole('listitem').count();
  const lowest = items.last().getByRole('listitem').last();
  const name = (await lowest.getByRole('button').first().textContent())!.trim();
  const section = (await items.last().getAttribute('aria-label'))!.replace(/^Items of /, '');

  await tree.getByLabel('Search the menus').fill(name.toLowerCase());
  await expect(tree.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(tree.getByRole('button', { name: section, exact: true })).toBeVisible();
  expect(await items.getByRole('listitem').count()).toBeLessThan(allItems);
  await expect(tree.getByText('Clear the search to reorder.')).toBeVisible();
  await expect(tree.getByRole('button', { name: `Move ${name} up` })).toBeDisabled();

  await tree.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Item: ${name}` })).toBeFocused();
  await expectAccessible(page);

  await tree.getByLabel('Search the menus').fill('no such dish anywhere');
  await expect(tree.getByText('No menu, section or item matches “no such dish anywhere”.')).toBeVisible();
  await tree.getByLabel('Search the menus').fill('');
  await expect(items.getByRole('listitem')).toHaveCount(allItems);
});
