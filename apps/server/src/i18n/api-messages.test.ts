import { describe, expect, it } from 'vitest';
import { LOGIN_FAILED_MESSAGE, type CartQuote } from '@storefront/domain';
import { CUSTOMER, newKey, useOrderingBed, PICKUP_ASAP } from '../modules/orders/orders.test-support';

/*
 * The API answers in the request's language (issue 31 item 5): French when the page asks in French,
 * the spec's English exactly otherwise (no header, English, or a language the product does not speak).
 */
const bed = useOrderingBed();

type Answer = { message: string; code: string; messages?: string[] };
const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };
const ENGLISH = { 'accept-language': 'en-CA,en;q=0.9' };

/** The same request in French, in English, and with no Accept-Language (German only: not offered). */
async function inEachLanguage(method: 'POST' | 'GET', url: string, body?: unknown, headers = {}) {
  const ask = (language: Record<string, string>) =>
    bed.request<Answer>(method, url, body, { ...headers, ...language });
  return {
    fr: await ask(FRENCH),
    en: await ask(ENGLISH),
    none: await ask({}),
    de: await ask({ 'accept-language': 'de' }),
  };
}

function expectAnswers(
  answers: Awaited<ReturnType<typeof inEachLanguage>>,
  status: number,
  fr: string,
  en: string,
) {
  expect(answers.fr.status, answers.fr.body.message).toBe(status);
  expect(answers.fr.body.message).toBe(fr);
  for (const english of [answers.en, answers.none, answers.de]) {
    expect(english.status).toBe(status);
    expect(english.body.message).toBe(en);
  }
}

describe('the API’s messages in the request’s language', () => {
  it('a failed sign-in', async () => {
    const answers = await inEachLanguage('POST', '/api/eater/auth/login', {
      email: 'nobody@example.com',
      password: 'not-the-password',
    });
    expectAnswers(
      answers,
      401,
      'L’adresse courriel ou le mot de passe est incorrect. Veuillez réessayer.',
      LOGIN_FAILED_MESSAGE,
    );
  });

  it('a message made from a value: a malformed email for a password reset', async () => {
    const answers = await inEachLanguage('POST', '/api/eater/auth/forgot-password', { email: 'sam@' });
    expectAnswers(
      answers,
      400,
      'email: sam@ n’est pas une adresse courriel valide',
      'email: sam@ is not valid email address',
    );
  });

  it('a validation 400, in the schema’s words and in zod’s own', async () => {
    const url = `/api/eater/restaurants/${bed.restaurantId}/orders`;
    const order = { ...PICKUP_ASAP, items: [bed.line('C1')], payment: { method: 'Offline' } };
    const noFirstName = await inEachLanguage(
      'POST',
      url,
      { ...order, customer: { ...CUSTOMER, firstName: '' } },
      { 'idempotency-key': newKey() },
    );
    expectAnswers(
      noFirstName,
      400,
      'customer.firstName: Veuillez entrer votre prénom',
      'customer.firstName: Please enter your first name',
    );
    const notAList = await inEachLanguage(
      'POST',
      url,
      { ...order, items: 'C1', customer: CUSTOMER },
      { 'idempotency-key': newKey() },
    );
    expect(notAList.fr.status).toBe(400);
    expect(notAList.fr.body.message).toMatch(/^items: Entrée invalide/);
    expect(notAList.en.body.message).toMatch(/^items: Invalid input/);
  });

  it('a coupon refused, on applying it and on the quote', async () => {
    const cart = { ...PICKUP_ASAP, items: [bed.line('C1', 2)] };
    const applied = await inEachLanguage('POST', `/api/eater/restaurants/${bed.restaurantId}/apply-coupon`, {
      ...cart,
      couponCode: 'NOSUCHCODE',
      email: CUSTOMER.email,
    });
    expectAnswers(
      applied,
      404,
      'Le code de coupon NOSUCHCODE n’est pas valide.',
      'The coupon code NOSUCHCODE is not valid.',
    );
    const quoted = await inEachLanguage('POST', `/api/eater/restaurants/${bed.restaurantId}/cart/quote`, {
      ...cart,
      couponCode: 'NOSUCHCODE',
      couponEmail: CUSTOMER.email,
    });
    expect((quoted.fr.body as unknown as CartQuote).messages).toEqual([
      'Le code de coupon NOSUCHCODE n’est pas valide.',
    ]);
    expect((quoted.en.body as unknown as CartQuote).messages).toEqual([
      'The coupon code NOSUCHCODE is not valid.',
    ]);
  });

  it('an order for a day the restaurant is closed', async () => {
    const answers = await inEachLanguage(
      'POST',
      `/api/eater/restaurants/${bed.restaurantId}/orders`,
      {
        deliveryMethod: 'Pickup',
        pickupTimeType: 'Schedule',
        // Mondays are closed at Golden Maple Bistro.
        pickupDate: '2026-11-30',
        pickupTime: '12:00',
        items: [bed.line('C1')],
        customer: CUSTOMER,
        payment: { method: 'Offline' },
      },
      { 'idempotency-key': newKey() },
    );
    // The date inside is written in the request's language too.
    expectAnswers(
      answers,
      409,
      'Désolé, nous sommes fermés le 30 nov. 2026.',
      'Sorry, we are closed on Nov 30, 2026.',
    );
  });

  it('a path that answers nothing, and the generic messages', async () => {
    const answers = await inEachLanguage('GET', '/api/eater/nothing-here');
    expectAnswers(
      answers,
      404,
      'Il n’y a rien à GET /api/eater/nothing-here.',
      'There is nothing at GET /api/eater/nothing-here.',
    );
  });
});
