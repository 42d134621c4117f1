import { describe, expect, it } from 'vitest';
import { ORDER_DESCRIPTION_MESSAGES, orderDescriptionSchema, tenantSettingsSchema } from './brand';
import { TRANSLATION_MESSAGES } from './translations';

const messagesOf = (given: unknown) => {
  const parsed = orderDescriptionSchema.safeParse(given);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('an order method’s description in the tenant’s languages (decision 0099)', () => {
  const pickup = { title: 'Pick Up', subtitles: ['Ready in about 20 minutes', 'Free parking'] };

  it('keeps a French title and subtitles, one a line, and drops blank ones', () => {
    const french = { title: 'Pour emporter', subtitles: 'Prêt en 20 minutes environ\nStationnement gratuit' };
    expect(orderDescriptionSchema.parse({ ...pickup, translations: { fr: french } })).toEqual({
      ...pickup,
      translations: { fr: french },
    });
    expect(
      orderDescriptionSchema.parse({ ...pickup, translations: { fr: { title: ' ', subtitles: '' } } }),
    ).toEqual({ ...pickup, translations: undefined });
  });

  it('reads an untranslated description, and the default descriptions, as before', () => {
    expect(orderDescriptionSchema.parse(pickup)).toEqual({ ...pickup, translations: undefined });
    expect(tenantSettingsSchema.parse({}).descriptions).toEqual({
      pickup_order: { title: 'Pick Up', subtitles: [] },
      delivery_order: { title: 'Delivery', subtitles: [] },
    });
  });

  it('holds each language to the subtitles’ own limits, saying which', () => {
    const lines = (count: number, length = 10) =>
      Array.from({ length: count }, () => 'x'.repeat(length)).join('\n');
    expect(messagesOf({ ...pickup, translations: { fr: { subtitles: lines(11) } } })).toEqual([
      ['translations.fr.subtitles', ORDER_DESCRIPTION_MESSAGES.tooManySubtitles],
    ]);
    expect(messagesOf({ ...pickup, translations: { fr: { subtitles: lines(2, 201) } } })).toEqual([
      ['translations.fr.subtitles', ORDER_DESCRIPTION_MESSAGES.subtitleTooLong],
    ]);
    expect(messagesOf({ ...pickup, translations: { fr: { subtitles: lines(10, 200) } } })).toEqual([]);
  });

  it('refuses another field or language by name', () => {
    expect(messagesOf({ ...pickup, translations: { fr: { subtitle: 'Prêt' } } })).toEqual([
      ['translations.fr', TRANSLATION_MESSAGES.unknownField(['subtitle'], ['title', 'subtitles'])],
    ]);
    expect(messagesOf({ ...pickup, translations: { de: { title: 'Abholung' } } })).toEqual([
      ['translations', TRANSLATION_MESSAGES.unknownLanguage(['de'])],
    ]);
  });
});
