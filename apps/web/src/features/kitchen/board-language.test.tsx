import { I18nProvider } from '@lingui/react';
import type { ApiTenant, Locale, TenantLanguageSettings } from '@storefront/domain';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18n, loadStaffCatalogue, pageLocaleOf } from '../../lib/i18n';
import { BootstrapContext } from '../../lib/tenant-context';
import { staffFormats } from '../staff/staff-i18n';
import { OrderCard } from './components/order-card';
import { kitchenStatusLine } from './kitchen-status';
import { NO_OPERATIONS } from '@storefront/domain';
import { SAMPLE_ORDER as order } from './test-fixtures';

/*
 * Issue 31 item 5: the staff's board is in the restaurant's language. A console page (no language in
 * its address) is drawn in the tenant's default language, whichever language the diner chose on the
 * storefront, with the staff catalogue: a French restaurant's kitchen reads its orders in French.
 */

const now = new Date('2026-11-25T20:00:00.000Z');

/** The board's card of `order` as the console draws it for a tenant whose default is `defaultLanguage`. */
async function cardFor(defaultLanguage: Locale): Promise<string> {
  const tenant = { languages: ['en', 'fr'], defaultLanguage } as unknown as ApiTenant;
  const { locale } = pageLocaleOf('/staff', tenant);
  const i18n = await createI18n(locale);
  await loadStaffCatalogue(i18n);
  return renderToString(
    <I18nProvider i18n={i18n}>
      <BootstrapContext.Provider value={{ tenant, map: { tileUrl: '', attribution: '' } }}>
        <OrderCard order={order} now={now} highlighted={false} busy={false} onAction={() => undefined} />
      </BootstrapContext.Provider>
    </I18nProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
// The payment's words are the storefront's (components/payment-summary), not the console's.
const withoutPayment = (html: string) => html.replace(/<dd data-testid="payment-status">.*?<\/dd>/, '');

describe("the staff's board in the restaurant's language", () => {
  it("draws a console page (never prefixed) in the tenant's default language", () => {
    const tenant: TenantLanguageSettings = { languages: ['en', 'fr'], defaultLanguage: 'en' };
    expect(pageLocaleOf('/staff', tenant).locale).toBe('en');
    expect(pageLocaleOf('/staff', { ...tenant, defaultLanguage: 'fr' }).locale).toBe('fr');
    expect(pageLocaleOf('/staff/reservations', { languages: ['fr'], defaultLanguage: 'fr' }).locale).toBe(
      'fr',
    );
  });

  it('gives a French restaurant its order cards in French, money and times in fr-CA', async () => {
    const card = text(withoutPayment(await cardFor('fr')));
    for (const words of [
      'Commande no 12',
      'Pour emporter',
      'Précommande',
      'Sous-total',
      'Accepter',
      'Refuser',
    ]) {
      expect(card).toContain(words);
    }
    expect(card).toContain('29,87 $');
    expect(card).toContain('Aujourd’hui 18 h 30');
    expect(card).toContain('Temps de préparation');
    for (const english of [
      /Order #/,
      /\bPickup\b/,
      /\bSubtotal\b/,
      /\bAccept\b/,
      /\bReject\b/,
      /\bToday\b/,
    ]) {
      expect(card).not.toMatch(english);
    }
  });

  it('keeps the English board as it was', async () => {
    const card = text(await cardFor('en'));
    for (const words of [
      'Order #12',
      'Pickup',
      'Pre-order',
      'Subtotal',
      'Accept',
      'Reject',
      '$29.87',
      'Today 6:30 PM',
    ]) {
      expect(card).toContain(words);
    }
  });

  it("writes the kitchen's status line in French", async () => {
    const i18n = await createI18n('fr');
    await loadStaffCatalogue(i18n);
    const line = kitchenStatusLine(
      {
        ...NO_OPERATIONS,
        paused: { Pickup: null, Delivery: { until: null } },
        slot_capacity: { max_orders: 8, max_items: null },
      },
      now.getTime(),
      (iso) => iso,
      i18n,
    );
    expect(line).toBe(
      'Pour emporter ouvert · Livraison en pause jusqu’à la reprise · Jusqu’à 8 commandes par plage',
    );
  });

  it("writes the inbox's days and times of day in fr-CA, and in English as before", () => {
    const french = staffFormats('fr', 'America/Toronto');
    expect(french.day('2026-11-28')).toBe('sam. 28 nov. 2026');
    expect(french.clock(18 * 60 + 30)).toBe('18 h 30');
    const english = staffFormats('en', 'America/Toronto');
    expect(english.day('2026-11-28')).toBe('Sat, Nov 28, 2026');
    expect(english.clock(18 * 60 + 30)).toBe('6:30 PM');
  });
});
