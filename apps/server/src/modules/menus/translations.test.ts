import { describe, expect, it } from 'vitest';
import {
  ORDER_DESCRIPTION_MESSAGES,
  TRANSLATION_MESSAGES,
  defaultSelection,
  priceSelection,
  promotionRequestOf,
  reorderLines,
  toCartItemInput,
  type ApiOrder,
  type ApiMenus,
  type ApiOwnerPromotion,
  type ApiPromotion,
  type ApiSignatureDish,
  type ApiTenant,
  type CartQuote,
  type ConsoleMenuItem,
  type ConsoleMenusResponse,
  type OwnerBrand,
  type OwnerPromotionsResponse,
} from '@storefront/domain';
import { call, registerMember } from '../../test/accounts-fixture';
import { placeTestOrder } from '../../test/orders-fixture';
import { client, t, useConsoleApp } from '../../test/owner-console-fixture';
import { tenantRowOf } from '../../test/rows';

/*
 * Issue 31 item 4 (decision 0092): the restaurant's own words in the languages it offers. The owner
 * sets them through the staff API; the storefront's API answers in the request's Accept-Language
 * among the tenant's languages, falling back to the default language's words, and never serves one
 * language's cached answer to the other.
 */

useConsoleApp();

const FR = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };
const EN = { 'accept-language': 'en-CA,en;q=0.9' };

async function restaurantOf(slug: string) {
  return (await call<ApiTenant>(t.app, 'GET', `/api/eater/tenants/${slug}`, { slug })).body.restaurants[0]!
    ._id;
}

async function menus(headers: Record<string, string>, slug = 'goldenmaple') {
  const id = await restaurantOf(slug);
  const response = await call<ApiMenus>(t.app, 'GET', `/api/eater/restaurants/${id}/menus`, {
    slug,
    headers,
  });
  return { ...response, items: response.body.menus.flatMap((m) => m.sections.flatMap((s) => s.items)) };
}

async function consoleItem(code: string) {
  const id = await restaurantOf('goldenmaple');
  const tree = await client.as<ConsoleMenusResponse>(
    'goldOwner',
    'GET',
    `/api/staff/restaurants/${id}/menu-tree`,
  );
  return tree.body.menus.flatMap((m) => m.sections.flatMap((s) => s.items)).find((i) => i.code === code)!;
}

const putItem = (item: ConsoleMenuItem, change: Partial<ConsoleMenuItem> | Record<string, unknown>) => {
  const { _id, ...fields } = item;
  return client.as<{ message: string }>('goldOwner', 'PUT', `/api/staff/items/${_id}`, {
    body: { ...fields, ...change },
  });
};

const brand = async () => (await client.as<OwnerBrand>('goldOwner', 'GET', '/api/staff/brand')).body;
const putBrand = (body: object) =>
  client.as<OwnerBrand & { message: string }>('goldOwner', 'PUT', '/api/staff/brand', { body });

describe('an item’s French name set by the owner', () => {
  it('is served by the storefront menu with Accept-Language: fr, its untranslated description in English', async () => {
    const item = await consoleItem('A2');
    const saved = await putItem(item, { translations: { fr: { name: 'Frites à l’ail, version du chef' } } });
    expect(saved.status).toBe(200);
    expect((await consoleItem('A2')).translations).toEqual({
      fr: { name: 'Frites à l’ail, version du chef' },
    });

    const french = (await menus(FR)).items.find((i) => i._id === item._id)!;
    expect(french.name).toBe('Frites à l’ail, version du chef');
    expect(french.description).toBe(item.description);
    // The item's options are in French where the demo translates them, without their translations.
    expect(french.options[0]!.name).toBe('Choisissez votre trempette');
    expect(french.options[0]!.items.map((o) => o.name)).toContain('Aïoli à l’ail');
    expect(JSON.stringify(french)).not.toContain('translations');

    const english = (await menus(EN)).items.find((i) => i._id === item._id)!;
    expect(english).toMatchObject({ name: item.name, description: item.description });
    expect(english.options[0]!.name).toBe('Choose your dip');
  });

  it('is kept apart from the English answer in the menus cache, whichever language asks first', async () => {
    const item = await consoleItem('A3');
    await putItem(item, {
      translations: { fr: { name: 'Velouté de courge', description: 'Courge rôtie.' } },
    });
    const [en1, fr1, en2, fr2] = [await menus(EN), await menus(FR), await menus(EN), await menus(FR)];
    for (const en of [en1, en2]) expect(en.items.find((i) => i._id === item._id)!.name).toBe(item.name);
    for (const fr of [fr1, fr2])
      expect(fr.items.find((i) => i._id === item._id)!.name).toBe('Velouté de courge');
    expect(fr1.headers.etag).not.toBe(en1.headers.etag);
    expect(String(fr1.headers.vary)).toContain('accept-language');
    // No Accept-Language: the tenant's default language.
    expect((await menus({})).items.find((i) => i._id === item._id)!.name).toBe(item.name);
  });

  it('leaves a tenant that offers English only in English, whatever the diner asks', async () => {
    const english = await menus(EN, 'emerald');
    expect((await menus(FR, 'emerald')).body).toEqual(english.body);
  });

  it('bumps the storefront content version like any staff write', async () => {
    const version = async () => (await tenantRowOf(t.db, 'goldenmaple')).content_version;
    const before = await version();
    await putItem(await consoleItem('A4'), { translations: { fr: { name: 'Gratinée à l’oignon' } } });
    expect(await version()).toBeGreaterThan(before);
  });

  it('is refused, with the reason, in a language the product does not speak or for a field that does not translate', async () => {
    const item = await consoleItem('A5');
    const german = await putItem(item, { translations: { de: { name: 'Grünkohlsalat' } } });
    expect(german.status).toBe(400);
    expect(german.body.message).toContain(TRANSLATION_MESSAGES.unknownLanguage(['de']));
    const price = await putItem(item, { translations: { fr: { price: '12' } } });
    expect(price.status).toBe(400);
    expect(price.body.message).toContain(
      TRANSLATION_MESSAGES.unknownField(['price'], ['name', 'description']),
    );
    const option = await putItem(item, {
      options: [{ ...item.options[0]!, translations: { fr: { nom: 'Protéine' } } }],
    });
    expect(option.status).toBe(400);
    expect(option.body.message).toContain(
      TRANSLATION_MESSAGES.unknownField(['nom'], ['name', 'information']),
    );
  });
});

describe('the tenant’s languages and its own words in them', () => {
  it('answers the bootstrap in French: slogan, description, announcements, popup, promotions and gift cards', async () => {
    const fr = (await call<ApiTenant>(t.app, 'GET', '/api/eater/tenants/goldenmaple', { headers: FR })).body;
    expect(fr).toMatchObject({ languages: ['en', 'fr'], defaultLanguage: 'en' });
    expect(fr.slogan).toBe('Le réconfort des Prairies, fait maison');
    expect(fr.announcements[0]!.title).toBe('La saison des terrasses est arrivée');
    expect(fr.settings.welcome_popup?.title).toBe('Bienvenue aux amis de Prairie Pie Co.!');
    const handhelds = fr.promotions.find((p) => p.name === 'Sandwichs deux pour un')!;
    expect(handhelds.conditions[0]).toBe('Du mardi au jeudi, de 14 h à 17 h');
    expect(fr.giftCardProducts.map((g) => g.name)).toContain('Carte-cadeau Golden Maple de 25 $');
    const promotions = await call<{ name: string }[]>(
      t.app,
      'GET',
      '/api/eater/tenants/goldenmaple/promotions',
      {
        headers: FR,
      },
    );
    expect(promotions.body.map((p) => p.name)).toContain('Sandwichs deux pour un');

    const en = (await call<ApiTenant>(t.app, 'GET', '/api/eater/tenants/goldenmaple', { headers: EN })).body;
    expect(en.slogan).toBe('Prairie comfort, made from scratch');
    expect(en.settings.welcome_popup?.title).toBe('Welcome, Prairie Pie Co. friends!');
    expect(JSON.stringify(en.settings)).not.toContain('translations');
    const emerald = (await call<ApiTenant>(t.app, 'GET', '/api/eater/tenants/emerald', { slug: 'emerald' }))
      .body;
    expect(emerald).toMatchObject({ languages: ['en'], defaultLanguage: 'en' });
  });

  it('refuses an unknown language or a default the tenant does not offer, with the reason', async () => {
    const current = await brand();
    const unknown = await putBrand({ ...current, languages: ['en', 'de'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain(TRANSLATION_MESSAGES.unknownLocale);
    const notOffered = await putBrand({ ...current, languages: ['en'], defaultLanguage: 'fr' });
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.message).toContain(TRANSLATION_MESSAGES.defaultNotOffered);
    const none = await putBrand({ ...current, languages: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain(TRANSLATION_MESSAGES.noLanguage);
  });

  it('saves the languages, and the storefront follows its new default at once', async () => {
    const current = await brand();
    const saved = await putBrand({ ...current, languages: ['fr', 'en'], defaultLanguage: 'fr' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ languages: ['fr', 'en'], defaultLanguage: 'fr' });
    const shown = (await call<ApiTenant>(t.app, 'GET', '/api/eater/tenants/goldenmaple')).body;
    expect(shown).toMatchObject({ languages: ['fr', 'en'], defaultLanguage: 'fr' });
    // No Accept-Language now answers in French, the new default; English is still asked for by name.
    expect(shown.slogan).toBe('Le réconfort des Prairies, fait maison');
    const english = (await call<ApiTenant>(t.app, 'GET', '/api/eater/tenants/goldenmaple', { headers: EN }))
      .body;
    expect(english.slogan).toBe('Prairie comfort, made from scratch');
    // The API's own messages follow the new default too, when the request names no language.
    const refused = await call<{ message: string }>(t.app, 'POST', '/api/eater/auth/login', {
      body: { email: 'nobody@example.com', password: 'not-the-password' },
    });
    expect(refused.body.message).toBe(
      'L’adresse courriel ou le mot de passe est incorrect. Veuillez réessayer.',
    );
    await putBrand({ ...current });
  });
});

describe('sizes, sub-items, signature dishes, gallery captions and a promotion’s conditions (decision 0097)', () => {
  it('answers the menu’s sizes and sub-items in French, without their translations, keeping their ids', async () => {
    const [fr, en] = [await menus(FR), await menus(EN)];
    const poutine = { fr: fr.items.find((i) => i.cd === 'A1')!, en: en.items.find((i) => i.cd === 'A1')! };
    expect(poutine.fr.sizes.map((s) => s.name)).toEqual(['Régulier', 'Grand']);
    expect(poutine.en.sizes.map((s) => s.name)).toEqual(['Regular', 'Large']);
    expect(poutine.fr.sizes.map((s) => s._id)).toEqual(poutine.en.sizes.map((s) => s._id));
    const combo = fr.items.find((i) => i.cd === 'L2')!;
    expect(combo.sub_items).toEqual([
      { name: 'Cheeseburger classique', spicy: 0 },
      { name: 'Frites coupées à la main', spicy: 0 },
      { name: 'Boisson', spicy: 0 },
    ]);
    expect(en.items.find((i) => i.cd === 'L2')!.sub_items.map((s) => s.name)).toEqual([
      'Classic cheeseburger',
      'Hand-cut fries',
      'Drink',
    ]);
  });

  it('prices a size chosen on the French menu from the restaurant’s own menu, named as its kitchen reads it', async () => {
    const poutine = (await menus(FR)).items.find((i) => i.cd === 'A1')!;
    const large = poutine.sizes[1]!;
    const quote = await call<CartQuote>(
      t.app,
      'POST',
      `/api/eater/restaurants/${await restaurantOf('goldenmaple')}/cart/quote`,
      {
        headers: FR,
        body: {
          deliveryMethod: 'Pickup',
          pickupTimeType: 'ASAP',
          // What the French cart sends: the size's French name, its id, and a price the server ignores.
          items: [
            { id: poutine._id, cd: 'A1', size: large.name, size_id: large._id, quantity: 1, basePrice: 0.01 },
          ],
        },
      },
    );
    expect(quote.status).toBe(200);
    expect(quote.body.items[0]).toMatchObject({ size: 'Large', basePrice: 16.99 });
  });

  it('saves a size’s and a sub-item’s French name from the menu editor, and serves them', async () => {
    const item = await consoleItem('L1');
    const saved = await putItem(item, {
      sub_items: item.sub_items.map((sub, i) =>
        i === 0 ? { ...sub, translations: { fr: { name: 'Bol de soupe' } } } : sub,
      ),
    });
    expect(saved.status).toBe(200);
    expect((await consoleItem('L1')).sub_items[0]).toEqual({
      name: 'Cup of soup',
      translations: { fr: { name: 'Bol de soupe' } },
      spicy: 0,
    });
    expect((await menus(FR)).items.find((i) => i.cd === 'L1')!.sub_items[0]!.name).toBe('Bol de soupe');

    const soup = await consoleItem('A3');
    const bowl = soup.sizes[1]!;
    expect(
      (
        await putItem(soup, {
          sizes: soup.sizes.map((size) =>
            size._id === bowl._id ? { ...size, translations: { fr: { name: 'Grand bol' } } } : size,
          ),
        })
      ).status,
    ).toBe(200);
    const served = (await menus(FR)).items.find((i) => i.cd === 'A3')!.sizes[1]!;
    // Renaming in French keeps the size itself (its id), which carts and orders name it by.
    expect(served).toMatchObject({ _id: bowl._id, name: 'Grand bol', price: bowl.price });
    const refused = await putItem(soup, {
      sizes: soup.sizes.map((size) => ({ ...size, translations: { fr: { price: '1' } } })),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(TRANSLATION_MESSAGES.unknownField(['price'], ['name']));
  });

  it('answers the gallery’s captions and the signature dishes in French, and the owner edits them in Brand', async () => {
    const signatureDishes = async (headers: Record<string, string>) =>
      (
        await call<ApiSignatureDish[]>(t.app, 'GET', '/api/eater/tenants/goldenmaple/signature-dishes', {
          headers,
        })
      ).body;
    const bootstrap = async (headers: Record<string, string>) =>
      (await call<ApiTenant>(t.app, 'GET', '/api/eater/tenants/goldenmaple', { headers })).body;
    expect((await bootstrap(FR)).gallery[0]!.caption).toBe('Notre salle à manger un samedi soir');
    expect((await bootstrap(EN)).gallery[0]!.caption).toBe('Our dining room on a Saturday night');
    expect((await signatureDishes(FR))[0]).toMatchObject({ name: 'Burger Golden Maple', price: 18.99 });
    expect((await signatureDishes(EN))[0]!.name).toBe('Golden Maple Burger');

    const current = await brand();
    expect(current.gallery[1]!.translations).toEqual({
      fr: { caption: 'Des frites coupées à la main, chaque matin' },
    });
    const saved = await putBrand({
      ...current,
      gallery: current.gallery.map((g, i) =>
        i === 1 ? { ...g, translations: { fr: { caption: 'Frites coupées chaque matin' } } } : g,
      ),
      signature_dishes: current.signature_dishes.map((d, i) =>
        // A dish with its French name only: its description falls back to the English one.
        i === 1 ? { ...d, translations: { fr: { name: 'Le burger au bison' } } } : d,
      ),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.signature_dishes[1]!.translations).toEqual({ fr: { name: 'Le burger au bison' } });
    expect((await bootstrap(FR)).gallery[1]!.caption).toBe('Frites coupées chaque matin');
    expect((await signatureDishes(FR))[1]).toMatchObject({
      name: 'Le burger au bison',
      description: current.signature_dishes[1]!.description,
    });
    expect(JSON.stringify(await signatureDishes(FR))).not.toContain('translations');
    await putBrand(current);
  });

  it('answers the order methods’ descriptions in French, each field falling back to English, and the owner edits them in Brand (decision 0099)', async () => {
    const descriptions = async (headers: Record<string, string>) =>
      (await call<ApiTenant>(t.app, 'GET', '/api/eater/tenants/goldenmaple', { headers })).body.settings
        .descriptions;
    expect((await descriptions(FR)).pickup_order).toEqual({
      title: 'Pour emporter',
      subtitles: ['Prêt en 20 minutes environ', 'Stationnement gratuit sur la 20e Rue Ouest'],
    });
    expect((await descriptions(EN)).pickup_order).toEqual({
      title: 'Pick Up',
      subtitles: ['Ready in about 20 minutes', 'Free parking on 20th Street West'],
    });

    const current = await brand();
    const { pickup_order: pickup, delivery_order: delivery } = current.settings.descriptions;
    expect(delivery.translations?.fr?.title).toBe('Livraison');
    const withDelivery = (translations: object) => ({
      ...current,
      settings: {
        ...current.settings,
        descriptions: { pickup_order: pickup, delivery_order: { ...delivery, translations } },
      },
    });
    // Eleven French subtitles: each language keeps the subtitles' limit.
    const tooMany = await putBrand(
      withDelivery({ fr: { subtitles: Array.from({ length: 11 }, (_, i) => `Ligne ${i}`).join('\n') } }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain(ORDER_DESCRIPTION_MESSAGES.tooManySubtitles);

    // A French title only: the subtitles fall back to English.
    const saved = await putBrand(withDelivery({ fr: { title: 'Livraison à domicile' } }));
    expect(saved.status).toBe(200);
    expect(saved.body.settings.descriptions.delivery_order.translations).toEqual({
      fr: { title: 'Livraison à domicile' },
    });
    const fr = await descriptions(FR);
    expect(fr.delivery_order).toEqual({ title: 'Livraison à domicile', subtitles: delivery.subtitles });
    expect(JSON.stringify(fr)).not.toContain('translations');
    expect((await descriptions(EN)).delivery_order.title).toBe('Delivery');
    await putBrand(current);
  });

  it('saves a promotion’s conditions and instructions with their French, one a line, and serves each language its own', async () => {
    const owned = await client.as<OwnerPromotionsResponse>('goldOwner', 'GET', '/api/staff/promotions');
    const promotion = owned.body.promotions.find((p) => p.name === 'Two-for-one Handhelds')!;
    const request = promotionRequestOf(promotion);
    const saved = await client.as<ApiOwnerPromotion>(
      'goldOwner',
      'PUT',
      `/api/staff/promotions/${promotion._id}`,
      {
        body: {
          ...request,
          conditions: ['Tuesday to Thursday, 2 PM to 5 PM', 'Dine-in excluded'],
          translations: {
            fr: {
              ...request.translations?.fr,
              conditions: 'Du mardi au jeudi, de 14 h à 17 h\nSauf en salle',
            },
          },
        },
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.conditions).toEqual(['Tuesday to Thursday, 2 PM to 5 PM', 'Dine-in excluded']);
    const served = async (headers: Record<string, string>) =>
      (
        await call<ApiPromotion[]>(t.app, 'GET', '/api/eater/tenants/goldenmaple/promotions', { headers })
      ).body.find((p) => p._id === promotion._id)!;
    const fr = await served(FR);
    expect(fr.conditions).toEqual(['Du mardi au jeudi, de 14 h à 17 h', 'Sauf en salle']);
    expect(fr.instructions).toEqual([
      'Ajoutez deux sandwichs de la section « Un acheté, un offert »',
      'Le rabais s’applique dans votre panier',
    ]);
    expect((await served(EN)).conditions).toEqual(['Tuesday to Thursday, 2 PM to 5 PM', 'Dine-in excluded']);
    await client.as('goldOwner', 'PUT', `/api/staff/promotions/${promotion._id}`, { body: request });
  });
});

describe('reorder of a sized line on /fr (decision 0099)', () => {
  it('puts back a size ordered in French, found by the id its order line keeps; an older line without it by name', async () => {
    const member = await registerMember(t.app);
    const restaurantId = await restaurantOf('goldenmaple');
    const poutine = (await menus(FR)).items.find((i) => i.cd === 'A1')!;
    const large = poutine.sizes[1]!;
    expect(large.name).toBe('Grand');
    const settings = { menu_extra_option: false };
    const chosen = priceSelection(
      poutine,
      { ...defaultSelection(poutine, settings), sizeId: large._id },
      settings,
    );
    if (!chosen.ok) throw new Error(chosen.errors[0]?.message);
    const placed = await placeTestOrder(t.app, {
      restaurantId,
      token: member.token,
      headers: FR,
      extra: { items: [toCartItemInput({ ...chosen.line, uuid: 'poutine', duration: null })] },
    });
    // The kitchen reads the restaurant's own name; the line keeps the size's id beside it.
    expect(placed.items[0]).toMatchObject({ size: 'Large', size_id: large._id });

    const history = async () =>
      (
        await call<ApiOrder[]>(t.app, 'GET', `/api/eater/customers/${member.user._id}/orders`, {
          token: member.token,
          headers: FR,
        })
      ).body.find((o) => o._id === placed._id)!;
    const reorderOn = async (headers: Record<string, string>) =>
      reorderLines((await history()).items, (await menus(headers)).body.menus, settings);

    const again = await reorderOn(FR);
    expect(again.skipped).toEqual([]);
    expect(again.lines).toEqual([
      expect.objectContaining({ id: poutine._id, size: 'Grand', size_id: large._id, basePrice: 1699 }),
    ]);

    // A line placed before order lines kept the size's id: matched by its name, on the menu in that language.
    await t.app.db.kysely
      .updateTable('order_lines')
      .set({ size_id: null })
      .where('order_id', '=', placed._id)
      .execute();
    expect((await reorderOn(EN)).lines).toEqual([
      expect.objectContaining({ size: 'Large', size_id: large._id }),
    ]);
    expect((await reorderOn(FR)).skipped).toEqual([
      { name: placed.items[0]!.name, reason: 'size_unavailable' },
    ]);
  });
});
