import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, type ContactChallenge, type ContactChallengeSolution } from '@storefront/domain';
import { createTestApp, hostOf, type TestApp } from '../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';

let t: TestApp;
let sink: SmtpSink;
/** Each test writes from its own address, so the per-address limit only bites where it is tested. */
let address = 0;
const nextAddress = () => `10.0.0.${++address}`;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ config: { mail: { smtpUrl: sink.url, from: 'web@storefront.test' } } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

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

function send(body: unknown, remoteAddress = nextAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/eater/communication/contact',
    headers: hostOf('goldenmaple'),
    remoteAddress,
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

    // The restaurant gets it by mail; replying answers the diner.
    const mail = await sink.waitFor((m) => m.subject === `Contact form: ${form.subject}`);
    expect(mail.to).toEqual([row.tenant_email]);
    expect(mail.raw).toMatch(/^Reply-To: avery@example\.com/im);
    expect(mail.text).toContain(form.message);
    expect(mail.text).toContain('306-555-0123');
  });

  it('takes at most five messages an hour from one address', async () => {
    const address = nextAddress();
    for (let i = 0; i < 5; i++) {
      const ok = await send(
        { ...form, subject: `limit ${i}`, captchaResponse: solve(await challenge()) },
        address,
      );
      expect(ok.statusCode).toBe(200);
    }
    const sixth = await send(
      { ...form, subject: 'limit 5', captchaResponse: solve(await challenge()) },
      address,
    );
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect(sixth.json().message).toMatch(/messages/);
  });

  it('refuses a solved challenge the second time', async () => {
    const solution = solve(await challenge());
    const address = nextAddress();
    expect((await send({ ...form, subject: 'first', captchaResponse: solution }, address)).statusCode).toBe(
      200,
    );
    const again = await send({ ...form, subject: 'second', captchaResponse: solution }, address);
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
