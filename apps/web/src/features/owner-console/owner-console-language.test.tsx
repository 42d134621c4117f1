import { I18nProvider } from '@lingui/react';
import type {
  ApiAuditEntry,
  ApiTenant,
  BrandRequest,
  Locale,
  LocationUpdateRequest,
  OwnerBrand,
} from '@storefront/domain';
import { useForm } from 'react-hook-form';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18n, loadStaffCatalogue, pageLocaleOf } from '../../lib/i18n';
import { entryInWords } from './activity-words';
import { BRAND_FIELDS, BRAND_TRANSLATED } from './brand-fields';
import { SaveBar } from './components/settings-form';
import { settingsFields } from './components/settings-fields';
import { FieldRows } from './components/settings-list';
import { withTranslations } from './components/translation-fields';
import { LOCATION_FIELDS, LOCATION_LISTS } from './location-fields';
import { OrderMethods } from './staff-brand-page';

/*
 * Issue 31: the owner console is drawn in the restaurant's default language, whatever the diner
 * chose: a French restaurant's owner reads its settings' fields, buttons and Activity in French, and
 * the side-by-side fields of its other language keep their 'Slogan (English)' labels.
 */

/** The console's i18n for a tenant whose default language is `defaultLanguage`. */
async function consoleI18n(defaultLanguage: Locale) {
  const tenant = { languages: ['en', 'fr'], defaultLanguage } as unknown as ApiTenant;
  const i18n = await createI18n(pageLocaleOf('/staff/settings/brand', tenant).locale);
  await loadStaffCatalogue(i18n);
  return i18n;
}

function BrandAbout({ other }: { other: Locale }) {
  const form = useForm<BrandRequest>();
  const { fields } = settingsFields(form.control, 'brand');
  return <>{fields(withTranslations(BRAND_FIELDS.about, BRAND_TRANSLATED.about, [other]))}</>;
}

function LocationDelivery() {
  const form = useForm<LocationUpdateRequest>();
  const { fields } = settingsFields(form.control, 'location');
  return (
    <>
      {fields(LOCATION_FIELDS.pickupAndDelivery)}
      <FieldRows control={form.control} prefix="location" {...LOCATION_LISTS.feeTiers} />

      <SaveBar busy={false} saved dirty={false} error={null} />
    </>
  );
}

async function drawn(defaultLanguage: Locale, page: React.ReactNode): Promise<string> {
  const i18n = await consoleI18n(defaultLanguage);
  return renderToString(<I18nProvider i18n={i18n}>{page}</I18nProvider>)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

const hoursChanged: ApiAuditEntry = {
  _id: 'a1',
  entity: 'location',
  entityId: 'r1',
  action: 'update',
  restaurantId: 'r1',
  staff: { _id: 's1', name: 'Camille Tremblay', email: 'owner@example.ca' },
  staffAccountId: 's1',
  changes: { before: { 'settings.gst_rate': 5 }, after: { 'settings.gst_rate': 6 } },
  entityName: 'Chez Nous',
  summary: null,
  createdAt: '2026-11-25T20:30:00.000Z',
};

describe("the owner console in the restaurant's language", () => {
  it.each([
    {
      language: 'fr',
      other: 'en',
      brand: ['Nom de la marque', 'Slogan (English)', 'Description (English)', 'Téléphone', 'Courriel'],
      location: [
        'Pour emporter',
        'Frais de livraison fixes ($)',
        'Utilisés quand il n’y a aucun palier de frais',
        'Préfixes postaux',
        'p. ex. S7H, S7J',
        'Ajouter un palier de frais',
        'Enregistrer',
      ],
      notInLocation: /\b(Pickup|Postal prefixes|Add a fee tier|Save)\b/,
    },
    {
      language: 'en',
      other: 'fr',
      brand: ['Brand name', 'Slogan (Français)', 'Description (Français)'],
      location: ['Flat delivery fee ($)', 'Postal prefixes', 'e.g. S7H, S7J', 'Add a fee tier', 'Save'],
      notInLocation: null,
    },
  ] as const)(
    "draws a $language restaurant's field tables in its language, its $other fields named in $other",
    async ({ language, other, brand, location, notInLocation }) => {
      const brandText = await drawn(language, <BrandAbout other={other} />);
      for (const words of brand) expect(brandText).toContain(words);
      const locationText = await drawn(language, <LocationDelivery />);
      for (const words of location) expect(locationText).toContain(words);
      if (notInLocation) expect(locationText).not.toMatch(notInLocation);
    },
  );

  it("labels Activity's changes in the console's language", async () => {
    const french = entryInWords(hoursChanged, 'America/Toronto', await consoleI18n('fr'));
    expect(french.changes[0]?.label).toBe('TPS (%)');
    const english = entryInWords(hoursChanged, 'America/Toronto', await consoleI18n('en'));
    expect(english.changes[0]?.label).toBe('GST (%)');
  });
});

function BrandOrderMethods({ other }: { other: Locale }) {
  const form = useForm<BrandRequest, unknown, OwnerBrand>({
    defaultValues: {
      settings: {
        descriptions: {
          pickup_order: {
            title: 'Pick Up',
            subtitles: ['Ready in about 20 minutes', 'Free parking'],
            translations: { fr: { title: 'Pour emporter', subtitles: 'Prêt en 20 minutes environ' } },
          },
          delivery_order: { title: 'Delivery', subtitles: [] },
        },
      },
    },
  });
  return <OrderMethods control={form.control} others={[other]} />;
}

/** The `words` that `text` lacks. */
const missingFrom = (text: string, words: readonly string[]) => words.filter((w) => !text.includes(w));

describe('the order methods’ descriptions in Brand (decision 0099)', () => {
  it('edits each title and its subtitles, one a line, beside their words in the other language', async () => {
    const english = await drawn('en', <BrandOrderMethods other="fr" />);
    expect(
      missingFrom(english, [
        'Pickup: title',
        'Pickup: title (Français)',
        'Pickup: subtitles',
        'Ready in about 20 minutes Free parking',
        'Pickup: subtitles (Français)',
        'Prêt en 20 minutes environ',
        'Delivery: title (Français)',
        'Delivery: subtitles (Français)',
      ]),
    ).toEqual([]);
    const french = await drawn('fr', <BrandOrderMethods other="en" />);
    expect(
      missingFrom(french, [
        'Modes de commande sur Commander en ligne',
        'Pour emporter : titre',
        'Pour emporter : sous-titres (English)',
        'Livraison : titre (English)',
      ]),
    ).toEqual([]);
  });
});
