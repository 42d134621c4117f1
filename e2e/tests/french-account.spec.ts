import type { Page } from '@playwright/test';
import { expect, expectAccessible, tenantUrl, test } from './fixtures';
import { MEMBER_PASSWORD } from './steps';

/*
 * A booking and a sign-up in French (issue 31): Golden Maple Bistro offers English and French, and at
 * /fr/... every word of those screens is French but the restaurant's own (its name, the diner's
 * details). Amounts, days and times are written as fr-CA writes them.
 */

/** Words of the product's English that a French screen must not show. */
const ENGLISH_WORDS = [
  'the',
  'and',
  'your',
  'you',
  'please',
  'select',
  'reserve',
  'people',
  'person',
  'email',
  'phone',
  'name',
  'time',
  'cancel',
  'register',
  'password',
  'first',
  'required',
  'fields',
  'account',
  'thank',
  'home',
  'order',
  'with',
  'for',
  'at',
  'of',
  'our',
  'is',
  'will',
  'been',
  'has',
];
// Whole words only: 'Téléphone' holds 'phone', but as a French word.
const ENGLISH = new RegExp(`(?<!\\p{L})(${ENGLISH_WORDS.join('|')})(?!\\p{L})`, 'iu');

/** The English words left in the page's main content (its own and the restaurant's aside). */
async function englishLeft(page: Page): Promise<string[]> {
  const text = await page.getByRole('main').innerText();
  return text.split('\n').filter((line) => ENGLISH.test(line));
}

let counter = 0;
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${process.pid}-${++counter}@example.com`;

test('a diner books a table in French', async ({ page }) => {
  await page.goto(tenantUrl('goldenmaple', '/fr/reservation'));
  await expect(page.locator('html')).toHaveAttribute('lang', /^fr\b/);
  await expect(page.getByRole('heading', { level: 1, name: 'Réservez votre table' })).toBeVisible();
  await expectAccessible(page);

  // One location: already chosen. Tomorrow (Thursday 26 November), the first time offered.
  const date = page.getByLabel('Date', { exact: true });
  await expect(date.getByRole('option', { name: 'jeu. 26 nov. 2026' })).toBeAttached();
  await date.selectOption({ index: 2 });
  const time = page.getByLabel('Heure', { exact: true });
  await expect(time).toBeEnabled();
  await time.selectOption({ index: 2 });
  await expect(time.locator('option').nth(2)).toHaveText(/^\d{1,2} h \d{2}$/);
  const party = page.getByLabel('Nombre de personnes');
  await expect(party.getByRole('option', { name: '1 personne', exact: true })).toBeAttached();
  await party.selectOption({ label: '4 personnes' });
  await page.getByLabel('Nom', { exact: true }).fill('Avery Chen');
  await page.getByLabel('Courriel', { exact: true }).fill('avery@example.com');
  await page.getByLabel('Téléphone', { exact: true }).fill('3065550123');
  await page.getByLabel('Note (facultatif)').fill('Une chaise haute, s’il vous plaît');
  expect(await englishLeft(page)).toEqual([]);
  await page.getByRole('button', { name: 'Réserver une table' }).click();

  const thanks = page.getByRole('heading', { level: 1, name: 'Merci, Avery Chen!' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(
    page.getByText(
      /pour 4 personnes chez Golden Maple Bistro Riversdale le 26 nov\. 2026 à \d{1,2} h \d{2} a bien été reçue/,
    ),
  ).toBeVisible();
  await expect(page.getByText('attend la confirmation de notre équipe')).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/fr\/home$/);
});

test('a diner signs up in French', async ({ page }) => {
  await page.goto(tenantUrl('goldenmaple', '/fr/register'));
  await expect(page.locator('html')).toHaveAttribute('lang', /^fr\b/);
  await expect(page.getByRole('heading', { level: 1, name: 'Créez votre compte' })).toBeVisible();

  // Every required field says so in French.
  const register = page.getByRole('button', { name: 'S’inscrire' });
  await register.click();
  for (const message of [
    'Veuillez entrer un prénom',
    'Veuillez entrer un nom de famille',
    'Veuillez entrer un courriel',
    'Veuillez entrer un numéro de téléphone',
    'Veuillez entrer un mot de passe',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  expect(await englishLeft(page)).toEqual([]);
  // The login link keeps the page's language.
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', /^\/fr\/login\?/);

  await page.getByLabel('Prénom').fill('Camille');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Gagnon');
  await page.getByLabel('Courriel').fill(uniqueEmail('camille'));
  await page.getByLabel('Téléphone').fill('3065550188');
  await page.getByLabel('Mot de passe').fill(MEMBER_PASSWORD);
  await register.click();

  // Back where the diner came from (the home page), signed in, still in French.
  await expect(page).toHaveURL(/\/fr\/(home)?$/);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Camille Gagnon', exact: true }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^fr\b/);
});
