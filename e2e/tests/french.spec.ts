import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, tenantUrl, test } from './fixtures';
import { choose } from './steps';

/*
 * Issue 31: a diner switches Golden Maple Bistro to Français, browses /fr/menus, keeps the cart across
 * the switch and places a pickup order, every screen in French. "No English left" is judged against
 * the storefront's own catalogue and the domain's: no English message of them (two words or more,
 * with no placeholder, whose French differs) shows on a French screen. The restaurant's own content
 * (its dishes) is another part of the issue and is not judged here.
 */

const catalogue = (locale: string) =>
  fs.readFileSync(new URL(`../../apps/web/src/locales/${locale}/storefront.po`, import.meta.url), 'utf8');

/** msgid → msgstr of a PO file (one-line entries, as Lingui writes short ones). */
function entries(po: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, id, str] of po.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) map.set(id!, str!);
  return map;
}

// The domain's French too (decision 0091): the routes' titles, the test payment's note, its messages.
const domainCatalogue = fs.readFileSync(
  new URL('../../packages/domain/src/i18n/catalogue/fr.po', import.meta.url),
  'utf8',
);
const french = new Map([...entries(domainCatalogue), ...entries(catalogue('fr'))]);
const ENGLISH_PHRASES = [...french]
  .filter(([english, translation]) => / /.test(english) && !/[{<]/.test(english) && english !== translation)
  .map(([english]) => english.replace(/\\"/g, '"'));

/** The catalogue's English phrases shown in `region`: none on a French screen. */
async function englishIn(region: Locator): Promise<string[]> {
  const text = (await region.innerText()).replace(/\s+/g, ' ');
  return ENGLISH_PHRASES.filter((phrase) => text.includes(phrase));
}

async function expectFrench(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  expect(await englishIn(page.locator('body'))).toEqual([]);
}

/** A French amount: '12,99 $' (a no-break space before the sign). */
const FRENCH_MONEY = /\d+,\d\d\s\$/;

test('a diner switches to Français, keeps the cart, and orders for pickup in French', async ({ page }) => {
  test.slow();
  await page.goto(tenantUrl('goldenmaple', '/menus'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/menus$/);
  await expect(page.getByRole('heading', { level: 1, name: /Menu/ })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Menu' }).getByRole('searchbox')).toHaveAttribute(
    'placeholder',
    'Rechercher un plat',
  );
  await expect(page.getByRole('main')).toContainText(FRENCH_MONEY);
  await expectFrench(page);
  // The choice is kept: the next unprefixed address opens in French.
  expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('fr');
  await page.goto(tenantUrl('goldenmaple', '/orderonline'));
  await expect(page).toHaveURL(/\/fr\/orderonline$/);

  // Pour emporter, as soon as possible.
  await page.getByRole('button', { name: /Pour emporter/ }).click();
  await expect(page).toHaveURL(/\/fr\/pickuptime$/);
  await expect(page.getByRole('heading', { name: /Heure de cueillette/ })).toBeVisible();
  await expectFrench(page);
  await choose(page, /Dès que possible/);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/fr\/buildorder$/);

  const dialog = page.getByRole('dialog');
  await page.getByRole('main').locator('article button[aria-haspopup="dialog"]').first().click();
  await expect(dialog.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
  await expectFrench(page);
  await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(dialog).toBeHidden();
  const cart = page.getByRole('banner').getByRole('button', { name: /Panier, 1 article/ });
  await expect(cart).toBeVisible();

  // The cart survives the switch, both ways.
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/buildorder$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Cart, 1 item/ })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/buildorder$/);
  await expect(cart).toBeVisible();

  await cart.click();
  const drawer = page.getByRole('dialog', { name: /Votre panier/ });
  await expect(drawer).toContainText(FRENCH_MONEY);
  await expectFrench(page);
  await drawer.getByRole('link', { name: 'Passer à la caisse' }).click();

  await expect(page).toHaveURL(/\/fr\/checkout$/);
  await expect(page.getByRole('heading', { name: /Vérifiez votre commande/ })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(FRENCH_MONEY);
  await expectFrench(page);
  await page.getByRole('button', { name: 'Continuer' }).first().click();

  await expect(page.getByRole('heading', { name: /Paiement sécurisé/ })).toBeVisible();
  await expectFrench(page);
  const form = page.getByRole('form', { name: 'Commander sans compte' });
  await form.getByLabel('Prénom').fill('Camille');
  await form.getByLabel(/^Nom\b/).fill('Tremblay');
  await form.getByLabel('Courriel').fill(`camille.${Date.now()}@example.com`);
  await form.getByLabel('Téléphone').fill('3065550177');
  await page.getByRole('button', { name: 'Passer la commande' }).first().click();

  await expect(page.getByRole('heading', { name: 'Merci de votre commande!' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Numéro de commande');
  await expect(page.getByRole('main')).toContainText(FRENCH_MONEY);
  await expectFrench(page);
});

test('the French menus page passes axe, and names its languages for search engines', async ({ page }) => {
  await page.goto(tenantUrl('goldenmaple', '/fr/menus'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/fr\/menus$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    /\/menus$/,
  );
  await expectAccessible(page);
});

test('a first visit follows Accept-Language to the French address', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  await page.goto(tenantUrl('goldenmaple', '/home'));
  await expect(page).toHaveURL(/\/fr\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await context.close();
});
