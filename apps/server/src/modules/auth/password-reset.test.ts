import { createHash } from 'node:crypto';
import { FORGOT_PASSWORD_MESSAGE, type ApiCustomer } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newAddress, newEmail, registerMember, signIn } from '../../test/accounts-fixture';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { RESET_DONE_MESSAGE, RESET_INVALID_MESSAGE } from './auth.service';
import { tenantRowOf } from '../../test/rows';

let t: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    now: TEST_NOW,
    config: { mail: { smtpUrl: smtp.url, from: 'orders@storefront.test' } },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const forgot = (email: string, slug = 'goldenmaple') =>
  call(t.app, 'POST', '/api/eater/auth/forgot-password', {
    slug,
    body: { email, baseUrl: 'https://attacker.example' },
    remoteAddress: newAddress(),
  });

/** Asks for a reset link and reads the token from the mail the member receives. */
async function resetLinkFor(email: string, slug = 'goldenmaple'): Promise<{ link: string; token: string }> {
  expect((await forgot(email, slug)).status).toBe(200);
  const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('Reset your'));
  smtp.mails.splice(smtp.mails.indexOf(mail), 1);
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)![0];
  return { link, token: decodeURIComponent(new URL(link).searchParams.get('token')!) };
}

const reset = (token: string, password: string, slug = 'goldenmaple') =>
  call(t.app, 'POST', `/api/eater/auth/reset-password/${encodeURIComponent(token)}`, {
    slug,
    body: { password },
    remoteAddress: newAddress(),
  });

describe('POST /auth/forgot-password', () => {
  it("mails a reset link on the tenant's own origin (never the client's baseUrl) through SMTP", async () => {
    const member = await registerMember(t.app);
    const email = member.user.local.email;
    const response = await forgot(`goldenmaple|${email}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: FORGOT_PASSWORD_MESSAGE });

    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('Reset your'));
    expect(mail.subject).toBe('Reset your Golden Maple Bistro password');
    expect(mail.from).toBe('orders@storefront.test');
    expect(mail.raw).toMatch(/^From: "?Golden Maple Bistro"? <orders@storefront\.test>$/m);
    expect(mail.text).toMatch(/^Hi Riley,/);
    expect(mail.text).toMatch(
      /^http:\/\/goldenmaple\.localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}$/m,
    );
    expect(mail.text).not.toContain('attacker.example');

    await t.app.background.idle();
    const outbox = await t.db.kysely
      .selectFrom('mail_outbox')
      .select(['kind', 'status', 'to_address', 'attempts'])
      .where('to_address', '=', email)
      .where('kind', '=', 'password-reset')
      .execute();
    expect(outbox).toEqual([{ kind: 'password-reset', status: 'sent', to_address: email, attempts: 1 }]);
  });

  it('answers an unknown email, a guest record and another tenant exactly the same, and mails nothing', async () => {
    const member = await registerMember(t.app);
    const emeraldId = (await tenantRowOf(t.db, 'emerald')).id;
    await t.app.background.idle();
    const before = smtp.mails.length;
    const answers = [];
    for (const email of [
      newEmail('nobody'),
      'blocked@example.com',
      `${emeraldId}|${member.user.local.email}`,
    ]) {
      const response = await forgot(email);
      answers.push({ status: response.status, body: response.body });
    }
    expect(answers).toEqual(Array(3).fill({ status: 200, body: { message: FORGOT_PASSWORD_MESSAGE } }));
    await t.app.background.idle();
    expect(smtp.mails.length).toBe(before);
  });

  it('validates the email with the spec messages', async () => {
    const empty = await forgot('');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('email: Please enter your email');
    const invalid = await forgot('Jordan@');
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('email: jordan@ is not valid email address');
  });

  it('is limited per email: the sixth request within the hour is a 429', async () => {
    const email = newEmail('flood');
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await forgot(email)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('POST /auth/reset-password/:token', () => {
  it('sets the new password, ends every session, and works once', async () => {
    const member = await registerMember(t.app);
    const email = member.user.local.email;
    const other = await signIn(t.app, 'goldenmaple', email, member.password);
    const { token } = await resetLinkFor(email);

    const done = await reset(token, 'my-new-password');
    expect(done.status, done.body.message).toBe(200);
    expect(done.body).toEqual({ message: RESET_DONE_MESSAGE });

    for (const session of [member, other]) {
      const response = await call<ApiCustomer>(t.app, 'GET', `/api/eater/customers/${member.user._id}`, {
        token: session.token,
      });
      expect(response.status).toBe(401);
    }
    await expect(signIn(t.app, 'goldenmaple', email, member.password)).rejects.toThrow('401');
    await expect(signIn(t.app, 'goldenmaple', email, 'my-new-password')).resolves.toBeTruthy();

    const again = await reset(token, 'another-password');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: RESET_INVALID_MESSAGE, code: 'RESET_TOKEN_INVALID' });
  });

  it('refuses an expired link, an unknown one, and another tenant’s', async () => {
    const member = await registerMember(t.app);
    const email = member.user.local.email;

    const expired = await resetLinkFor(email);
    const tokenHash = createHash('sha256').update(expired.token).digest('hex');
    const row = await t.db.kysely
      .selectFrom('password_reset_tokens')
      .select(['created_at', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirstOrThrow();
    // Valid for an hour from when it was asked for.
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(3_600_000);
    await t.db.kysely
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(TEST_NOW.getTime() - 1).toISOString() })
      .where('token_hash', '=', tokenHash)
      .execute();
    expect((await reset(expired.token, 'too-late-now')).status).toBe(400);

    expect((await reset('x'.repeat(43), 'guessing-a-token')).body.message).toBe(RESET_INVALID_MESSAGE);

    const fresh = await resetLinkFor(email);
    expect((await reset(fresh.token, 'wrong-tenant', 'emerald')).status).toBe(400);
    // Refused elsewhere, still good here.
    expect((await reset(fresh.token, 'right-tenant')).status).toBe(200);
  });

  it('needs a password of at least 8 characters', async () => {
    const response = await reset('whatever-token-value', 'short');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('password: Password must be at least 8 characters');
    const empty = await reset('whatever-token-value', '');
    expect(empty.body.message).toBe('password: Please enter a new password');
  });
});

describe('welcome mail', () => {
  it('greets a new member with links to their profile on the tenant’s origin', async () => {
    const member = await registerMember(t.app, 'emerald');
    const mail = await smtp.waitFor((m) => m.to.includes(member.user.local.email));
    expect(mail.subject).toBe('Welcome to Emerald Noodle House');
    expect(mail.text).toContain('http://emerald.localhost:3000/profile');
  });
});
