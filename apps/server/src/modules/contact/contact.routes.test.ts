import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, type ContactChallenge, type ContactChallengeSolution } from '@storefront/domain';
import { createTestApp, hostOf, type TestApp } from '../../test/harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function challenge(slug = 'goldenmaple'): Promise<ContactChallenge> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/eater/communication/challenge',
    headers: hostOf(slug),
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
}

/** What the browser does: try numbers until the hash matches. */
function solve(c: ContactChallenge): ContactChallengeSolution {
  for (let number = 0; number <= c.maxNumber; number++) {
    const hash = createHash('sha256').update(`${c.salt}${number}`).digest('hex');
    if (hash === c.challenge) return { challenge: c.challenge, salt: c.salt, signature: c.signature, number };
  }
  throw new Error('unsolvable challenge');
}

const form = {
  senderName: 'Avery Chen',
  senderEmail: 'Avery@Example.com',
  senderTelephone: '(306) 555 0123',
  subject: 'Birthday party',
  message: 'Can we book the back room for 20 people?',
  receiverEmail: 'someone-else@example.net',
};

function send(body: unknown, slug = 'goldenmaple') {
  return t.app.inject({
    method: 'POST',
    url: '/api/eater/communication/contact',
    headers: hostOf(slug),
    payload: body as object,
  });
}

describe('POST /communication/contact', () => {
  it('keeps the message, addressed to the tenant whatever receiverEmail says', async () => {
    const response = await send({ ...form, captchaResponse: solve(await challenge()) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: CONTACT_MESSAGES.sent });
    const row = await t.db.kysely
      .selectFrom('contact_messages')
      .innerJoin('tenants', 'tenants.id', 'contact_messages.tenant_id')
      .select(['sender_email', 'sender_telephone', 'receiver_email', 'tenants.email as tenant_email', 'slug'])
      .where('subject', '=', form.subject)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      slug: 'goldenmaple',
      sender_email: 'avery@example.com',
      sender_telephone: '306-555-0123',
      receiver_email: row.tenant_email,
    });
    expect(row.receiver_email).not.toBe(form.receiverEmail);
  });

  it('refuses a solved challenge the second time', async () => {
    const solution = solve(await challenge());
    expect((await send({ ...form, subject: 'first', captchaResponse: solution })).statusCode).toBe(200);
    const again = await send({ ...form, subject: 'second', captchaResponse: solution });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(CONTACT_MESSAGES.captcha);
  });

  it('refuses a wrong number, a forged signature, a moved expiry and a missing answer', async () => {
    const c = await challenge();
    const good = solve(c);
    const wrongNumber = { ...good, number: good.number + 1 };
    const forged = { ...good, signature: 'ab'.repeat(32) };
    const later = { ...good, salt: good.salt.replace(/expires=\d+/, `expires=${Date.now() + 9e9}`) };
    for (const captchaResponse of [wrongNumber, forged, later]) {
      const response = await send({ ...form, captchaResponse });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(CONTACT_MESSAGES.captcha);
    }
    const missing = await send(form);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(CONTACT_MESSAGES.captcha);
  });

  it('names each missing field in the spec words', async () => {
    const captchaResponse = solve(await challenge());
    const cases: [string, string][] = [
      ['senderName', CONTACT_MESSAGES.name],
      ['senderEmail', CONTACT_MESSAGES.email],
      ['senderTelephone', CONTACT_MESSAGES.phone],
      ['subject', CONTACT_MESSAGES.subject],
      ['message', CONTACT_MESSAGES.message],
    ];
    for (const [field, message] of cases) {
      const response = await send({ ...form, [field]: '  ', captchaResponse });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const badPhone = await send({ ...form, senderTelephone: '555-0123', captchaResponse });
    expect(badPhone.json().message).toContain(CONTACT_MESSAGES.invalidPhone);
  });

  it('answers malformed bodies with a 400, not a 500', async () => {
    for (const body of [null, [], 'text', { ...form, captchaResponse: 'yes' }, { ...form, senderName: 42 }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/eater/communication/contact',
        headers: { ...hostOf('goldenmaple'), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
