import { createHash } from 'node:crypto';
import {
  CUSTOMER_COOKIE_MAX_AGE_SECONDS,
  LOGIN_FAILED_MESSAGE,
  NO_CUSTOMER_ADDRESS,
  type ApiCustomer,
  type AuthResponse,
} from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../db/seed/members';
import { loadAuthLimits } from '../../http/auth-limits';
import { DEMO_STAFF_PASSWORD } from '../../db/seed/staff';
import { call, newAddress, newEmail, registerMember, signIn } from '../../test/accounts-fixture';
import { createTestApp, TEST_NOW } from '../../test/harness';
import { emerald, gold, t, useTestApp } from '../../test/app-fixture';

useTestApp();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const cookieOf = (auth: { token: string }) => `ctoken=${auth.token}`;
const me = (auth: AuthResponse, options: { slug?: string; cookie?: string; token?: string } = {}) =>
  call<ApiCustomer>(t.app, 'GET', `/api/eater/customers/${auth.user._id}`, { token: auth.token, ...options });

describe('POST /auth/register', () => {
  it('creates the member, signs them in with a 256-bit token stored only as its hash, and sets both cookies', async () => {
    const email = newEmail('Casey');
    const response = await call<AuthResponse>(t.app, 'POST', '/api/eater/auth/register', {
      remoteAddress: newAddress(),
      body: {
        tenantId: gold._id,
        email: email.toUpperCase(),
        firstName: ' Casey ',
        lastName: 'Nguyen',
        password: 'correct horse',
        telephone: '(306) 555 0111',
      },
    });
    expect(response.status, response.body.message).toBe(201);
    const { token, user } = response.body;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      local: {
        email: email.toLowerCase(),
        firstName: 'Casey',
        lastName: 'Nguyen',
        telephone: '306-555-0111',
      },
      address: NO_CUSTOMER_ADDRESS,
      pointBalance: 0,
      qrcode: `customer:${user._id}`,
      referralToken: expect.any(String),
      paymentMethods: [],
      isBlocked: false,
      language: null,
    });

    const ctoken = response.cookies.find((c) => c.name === 'ctoken')!;
    expect(ctoken).toMatchObject({
      value: token,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: CUSTOMER_COOKIE_MAX_AGE_SECONDS,
    });
    expect(ctoken.secure).toBeFalsy();
    const customer = response.cookies.find((c) => c.name === 'customer')!;
    expect(customer.httpOnly).toBeFalsy();
    expect(customer).toMatchObject({ path: '/', sameSite: 'Lax', maxAge: CUSTOMER_COOKIE_MAX_AGE_SECONDS });
    // Script on the page can read it: the id and the name, no email or phone (issue 16).
    expect(JSON.parse(decodeURIComponent(customer.value))).toEqual({
      _id: user._id,
      local: { firstName: 'Casey', lastName: 'Nguyen' },
    });

    const row = await t.db.kysely
      .selectFrom('customers')
      .select(['password_hash', 'tenant_id'])
      .where('id', '=', user._id)
      .executeTakeFirstOrThrow();
    expect(row.tenant_id).toBe(gold._id);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const sessions = await t.db.kysely
      .selectFrom('sessions')
      .select('token_hash')
      .where('customer_id', '=', user._id)
      .execute();
    expect(sessions).toEqual([{ token_hash: sha256(token) }]);
  });

  it('marks the session cookie Secure when the request came over TLS (behind a trusted proxy)', async () => {
    const proxied = await createTestApp({ now: TEST_NOW, config: { trustProxy: 1 } });
    try {
      const response = await call<AuthResponse>(proxied.app, 'POST', '/api/eater/auth/login', {
        headers: { 'x-forwarded-proto': 'https' },
        body: DEMO_CREDENTIALS,
      });
      expect(response.status).toBe(200);
      expect(response.cookies.find((c) => c.name === 'ctoken')?.secure).toBe(true);
      expect(response.cookies.find((c) => c.name === 'customer')?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it.each([
    [{ firstName: '' }, 'firstName: Please enter a first name'],
    [{ lastName: '  ' }, 'lastName: Please enter a last name'],
    [{ email: '' }, 'email: Please enter an email'],
    [{ email: 'not-an-email' }, 'email: Invalid email address'],
    [{ password: '' }, 'password: Please enter a password'],
    [{ password: 'short7!' }, 'password: Password must be at least 8 characters'],
    // Issue 16: eight spaces and the most common passwords (OWASP ASVS 5 V6.2).
    [{ password: '        ' }, 'password: Password cannot be only spaces'],
    [
      { password: 'password' },
      'password: This password is too common and easy to guess. Please choose another one.',
    ],
    [
      { password: 'Qwertyuiop' },
      'password: This password is too common and easy to guess. Please choose another one.',
    ],
    [{ telephone: '555-1234' }, 'telephone: Invalid phone number, must be 10 digits'],
    [{ isBlocked: true }, 'Unrecognized key: "isBlocked"'],
  ])('refuses %j: %s', async (change, message) => {
    const body = { email: newEmail(), firstName: 'A', lastName: 'B', password: 'long enough', ...change };
    const response = await call(t.app, 'POST', '/api/eater/auth/register', {
      body,
      remoteAddress: newAddress(),
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('keeps accounts per tenant: one email is two accounts in two tenants, and twice in one is a 409', async () => {
    const email = newEmail('twice');
    const body = { email, firstName: 'Sam', lastName: 'Roy', password: 'password-one' };
    const first = await call<AuthResponse>(t.app, 'POST', '/api/eater/auth/register', { body });
    const other = await call<AuthResponse>(t.app, 'POST', '/api/eater/auth/register', {
      slug: 'emerald',
      body: { ...body, password: 'password-two' },
    });
    expect([first.status, other.status]).toEqual([201, 201]);
    expect(other.body.user._id).not.toBe(first.body.user._id);

    const again = await call(t.app, 'POST', '/api/eater/auth/register', {
      body: { ...body, password: 'third-one' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'An account with this email address already exists. Please sign in, or reset your password.',
    );
    // Each password opens only its own tenant's account.
    await expect(signIn(t.app, 'goldenmaple', email, 'password-one')).resolves.toBeTruthy();
    await expect(signIn(t.app, 'emerald', email, 'password-two')).resolves.toBeTruthy();
    await expect(signIn(t.app, 'emerald', email, 'password-one')).rejects.toThrow('401');
  });

  it('turns a guest record into an account, keeping its block', async () => {
    const response = await call<AuthResponse>(t.app, 'POST', '/api/eater/auth/register', {
      body: { email: 'blocked@example.com', firstName: 'Bo', lastName: 'Locke', password: 'i-am-blocked' },
    });
    expect(response.status).toBe(201);
    expect(response.body.user.isBlocked).toBe(true);
  });

  it('is not offered where membership is off (Prairie Pie)', async () => {
    const response = await call(t.app, 'POST', '/api/eater/auth/register', {
      slug: 'prairiepie',
      body: { email: newEmail(), firstName: 'A', lastName: 'B', password: 'long enough' },
    });
    expect(response.status).toBe(404);
  });
});

describe('POST /auth/login', () => {
  it("signs in with the spec's '{tenantId}|{email}' form, the tenant's slug, or a bare email", async () => {
    for (const email of [
      `${gold._id}|Demo@Example.com`,
      `goldenmaple|${DEMO_CREDENTIALS.email}`,
      DEMO_CREDENTIALS.email,
    ]) {
      const response = await call<AuthResponse>(t.app, 'POST', '/api/eater/auth/login', {
        body: { email, password: DEMO_CREDENTIALS.password },
        remoteAddress: newAddress(),
      });
      expect(response.status, email).toBe(200);
      expect(response.body.user.local).toMatchObject({ email: 'demo@example.com', firstName: 'Jordan' });
      expect(response.body.user.pointBalance).toBeGreaterThan(0);
    }
  });

  it('answers every failure with the same 401 and message: wrong password, unknown email, guest record, other tenant', async () => {
    const attempts = [
      { email: DEMO_CREDENTIALS.email, password: 'wrong-password' },
      { email: 'nobody-here@example.com', password: DEMO_CREDENTIALS.password },
      { email: 'blocked@example.com', password: DEMO_CREDENTIALS.password },
      { email: `${emerald._id}|${DEMO_CREDENTIALS.email}`, password: DEMO_CREDENTIALS.password },
    ];
    for (const body of attempts) {
      const response = await call(t.app, 'POST', '/api/eater/auth/login', {
        body,
        remoteAddress: newAddress(),
      });
      expect(response.status, body.email).toBe(401);
      expect(response.body).toEqual({ message: LOGIN_FAILED_MESSAGE, code: 'LOGIN_FAILED' });
      expect(response.cookies).toEqual([]);
    }
  });

  it('takes as long for an unknown email as for a wrong password (a decoy hash is verified)', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await call(t.app, 'POST', '/api/eater/auth/login', {
        body: { email, password: 'wrong-password' },
        remoteAddress: newAddress(),
      });
      return performance.now() - started;
    };
    await time('warm-up@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(DEMO_CREDENTIALS.email));
      unknown.push(await time(`nobody-${i}@example.com`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
    // Without the decoy an unknown email answers in about 1 ms against ~20 ms for argon2id.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('reports a blocked member as isBlocked', async () => {
    const member = await registerMember(t.app);
    await t.db.kysely
      .updateTable('customers')
      .set({ is_blocked: 1 })
      .where('id', '=', member.user._id)
      .execute();
    const auth = await signIn(t.app, 'goldenmaple', member.user.local.email, member.password);
    expect(auth.user.isBlocked).toBe(true);
  });

  it('refuses malformed bodies with a 400, never a 500', async () => {
    for (const [body, message] of [
      [{ email: '', password: 'x' }, 'email: Please enter email'],
      [{ email: 'demo@example.com', password: '' }, 'password: Please enter password'],
      [{ email: 'demo@', password: 'x' }, 'email: Invalid email address'],
      [{ email: 42, password: 'x' }, 'email: Please enter email'],
    ] as const) {
      const response = await call(t.app, 'POST', '/api/eater/auth/login', {
        body,
        remoteAddress: newAddress(),
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });
});

describe('sessions', () => {
  it('are accepted from the ctoken cookie or a Bearer header, only at their own tenant', async () => {
    const auth = await signIn(t.app);
    expect((await me(auth)).status).toBe(200);
    expect((await me(auth, { token: '', cookie: cookieOf(auth) })).status).toBe(200);
    // The same token at another tenant's address is no session at all.
    expect((await me(auth, { slug: 'emerald' })).status).toBe(401);
    expect((await me(auth, { token: 'not-a-real-token-at-all-0000000000' })).status).toBe(401);
  });

  it('logout revokes the session and clears both cookies', async () => {
    const auth = await signIn(t.app);
    const other = await signIn(t.app);
    const response = await call(t.app, 'POST', '/api/eater/auth/logout', { cookie: cookieOf(auth) });
    expect(response.status).toBe(200);
    const cleared = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(cleared.ctoken?.value).toBe('');
    expect(cleared.customer?.value).toBe('');
    expect(new Date(cleared.ctoken!.expires as Date).getTime()).toBeLessThan(Date.now());

    const after = await me(auth);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHENTICATED');
    // Only that session ended.
    expect((await me(other)).status).toBe(200);
    // Logging out without a session still clears the cookies.
    expect((await call(t.app, 'POST', '/api/eater/auth/logout')).status).toBe(200);
  });

  it('an expired session is a 401', async () => {
    const auth = await signIn(t.app);
    await t.db.kysely
      .updateTable('sessions')
      .set({ expires_at: new Date(TEST_NOW.getTime() - 1000).toISOString() })
      .where('token_hash', '=', sha256(auth.token))
      .execute();
    expect((await me(auth)).status).toBe(401);
  });
});

describe('PATCH /customers/:id/changepassword', () => {
  it('needs the current password (same message as a failed login, and not a 401 that would sign out)', async () => {
    const member = await registerMember(t.app);
    const response = await call(t.app, 'PATCH', `/api/eater/customers/${member.user._id}/changepassword`, {
      token: member.token,
      body: { currentPassword: 'not-my-password', newPassword: 'a-new-password' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: LOGIN_FAILED_MESSAGE, code: 'CURRENT_PASSWORD_INCORRECT' });
    expect((await me(member)).status).toBe(200);
  });

  it('changes it, revokes every session and answers a renewed token with fresh cookies', async () => {
    const member = await registerMember(t.app);
    const elsewhere = await signIn(t.app, 'goldenmaple', member.user.local.email, member.password);
    const response = await call<AuthResponse>(
      t.app,
      'PATCH',
      `/api/eater/customers/${member.user._id}/changepassword`,
      { cookie: cookieOf(member), body: { currentPassword: member.password, newPassword: 'brand-new-pass' } },
    );
    expect(response.status, response.body.message).toBe(200);
    expect(response.body.token).not.toBe(member.token);
    expect(response.body.user._id).toBe(member.user._id);
    expect(response.cookies.find((c) => c.name === 'ctoken')?.value).toBe(response.body.token);

    expect((await me(member)).status).toBe(401);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await me(response.body)).status).toBe(200);
    await expect(signIn(t.app, 'goldenmaple', member.user.local.email, member.password)).rejects.toThrow(
      '401',
    );
    await expect(
      signIn(t.app, 'goldenmaple', member.user.local.email, 'brand-new-pass'),
    ).resolves.toBeTruthy();
  });

  it("is a 404 for another member's id and a 401 without a session; the new password must be long enough", async () => {
    const member = await registerMember(t.app);
    const other = await registerMember(t.app);
    const body = { currentPassword: member.password, newPassword: 'whatever-long' };
    const url = (id: string) => `/api/eater/customers/${id}/changepassword`;
    expect((await call(t.app, 'PATCH', url(other.user._id), { token: member.token, body })).status).toBe(404);
    expect((await call(t.app, 'PATCH', url(member.user._id), { body })).status).toBe(401);
    const short = await call(t.app, 'PATCH', url(member.user._id), {
      token: member.token,
      body: { ...body, newPassword: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('newPassword: Password must be at least 8 characters');
    const common = await call(t.app, 'PATCH', url(member.user._id), {
      token: member.token,
      body: { ...body, newPassword: 'iloveyou1' },
    });
    expect(common.status).toBe(400);
    expect(common.body.message).toBe(
      'newPassword: This password is too common and easy to guess. Please choose another one.',
    );
  });
});

describe('rate limits', () => {
  it('throttles guesses at an account from one address with a 429 that says when to retry', async () => {
    const member = await registerMember(t.app);
    const guesser = newAddress();
    const attempt = (password = 'guessing-wrong', remoteAddress = guesser) =>
      call(t.app, 'POST', '/api/eater/auth/login', {
        body: { email: member.user.local.email, password },
        remoteAddress,
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('TOO_MANY_REQUESTS');
    expect(limited.body.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The guessing address waits, even with the right password: it cannot test a guess meanwhile.
    expect((await attempt(member.password)).status).toBe(429);
    // Issue 16: the guesses do not lock the member out. From their own address the right password works.
    expect((await attempt(member.password, newAddress())).status).toBe(200);
    // Other accounts are not affected.
    await expect(signIn(t.app)).resolves.toBeTruthy();
  });

  it('throttles one account guessed from many addresses, past a limit a lone guesser cannot reach', async () => {
    const member = await registerMember(t.app);
    const attempt = () =>
      call(t.app, 'POST', '/api/eater/auth/login', {
        body: { email: member.user.local.email, password: 'guessing-wrong' },
        remoteAddress: newAddress(),
      });
    for (let i = 0; i < 100; i++) expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
  });

  it('limits sign-in attempts per client address across accounts', async () => {
    const address = newAddress();
    const attempt = (i: number) =>
      call(t.app, 'POST', '/api/eater/auth/login', {
        body: { email: `someone-${i}@example.com`, password: 'guess-guess' },
        remoteAddress: address,
      });
    for (let i = 0; i < 50; i++) expect((await attempt(i)).status).toBe(401);
    expect((await attempt(50)).status).toBe(429);
  });

  it('limits sign-ups per email and per address', async () => {
    const address = newAddress();
    const email = newEmail('again');
    const body = { email, firstName: 'A', lastName: 'B', password: 'long enough' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await call(t.app, 'POST', '/api/eater/auth/register', { body, remoteAddress: address })).status,
      );
    }
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  });

  it('applies to the staff sign-in too', async () => {
    const guesser = newAddress();
    const attempt = (password: string, remoteAddress = guesser) =>
      call(t.app, 'POST', '/api/staff/login', {
        body: { email: 'staff@goldenmaple.example.ca', password },
        remoteAddress,
      });
    for (let i = 0; i < 10; i++) expect((await attempt('nope-nope')).status).toBe(401);
    const limited = await attempt(DEMO_STAFF_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await attempt(DEMO_STAFF_PASSWORD, newAddress())).status).toBe(200);
  });

  it('takes the address limit of member and staff sign-in from SIGN_IN_ADDRESS_LIMIT', async () => {
    const shared = await createTestApp({
      now: TEST_NOW,
      config: { authLimits: loadAuthLimits({ SIGN_IN_ADDRESS_LIMIT: '3' }) },
    });
    try {
      const office = newAddress();
      const staffSignIn = (email: string) =>
        call(shared.app, 'POST', '/api/staff/login', {
          body: { email, password: DEMO_STAFF_PASSWORD },
          remoteAddress: office,
        });
      const memberSignIn = () =>
        call(shared.app, 'POST', '/api/eater/auth/login', {
          body: { email: DEMO_CREDENTIALS.email, password: DEMO_CREDENTIALS.password },
          remoteAddress: office,
        });
      for (const email of ['staff@goldenmaple.example.ca', 'owner@goldenmaple.example.ca']) {
        expect((await staffSignIn(email)).status).toBe(200);
      }
      expect((await staffSignIn('staff@goldenmaple.example.ca')).status).toBe(200);
      expect((await staffSignIn('owner@goldenmaple.example.ca')).status).toBe(429);
      // The members' sign-in counts on its own, with the same configured limit.
      for (let i = 0; i < 3; i++) expect((await memberSignIn()).status).toBe(200);
      expect((await memberSignIn()).status).toBe(429);
    } finally {
      await shared.close();
    }
    expect(loadAuthLimits({}).staffLogin.address.limit).toBe(50);
    expect(() => loadAuthLimits({ SIGN_IN_ADDRESS_LIMIT: 'lots' })).toThrow(
      "SIGN_IN_ADDRESS_LIMIT must be a whole number above 0, got 'lots'",
    );
  });
});

describe('cross-site requests', () => {
  it('refuses a cookie-authenticated state change from another origin, and allows the same origin', async () => {
    const auth = await signIn(t.app);
    const url = `/api/eater/customers/${auth.user._id}`;
    const body = {
      local: { firstName: 'Jordan', lastName: 'Tremblay', telephone: '306-555-0199' },
      address: {},
    };
    const foreign = await call(t.app, 'PUT', url, {
      cookie: cookieOf(auth),
      headers: { origin: 'https://evil.example' },
      body,
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('CROSS_SITE_REQUEST');
    const fetchSite = await call(t.app, 'POST', '/api/eater/auth/logout', {
      cookie: cookieOf(auth),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.status).toBe(403);
    expect((await me(auth)).status).toBe(200);

    const own = await call(t.app, 'PUT', url, {
      cookie: cookieOf(auth),
      headers: { origin: 'http://goldenmaple.localhost:3000' },
      body,
    });
    expect(own.status).toBe(200);
    // A Bearer token is never sent by a browser on its own: no CSRF to guard against.
    const bearer = await call(t.app, 'PUT', url, {
      token: auth.token,
      headers: { origin: 'https://app.example' },
      body,
    });
    expect(bearer.status).toBe(200);
  });
  // Issue 16, hole 2: the router decodes the path, so the guard must not test the raw URL.
  it.each(['/%61pi', '/%61%70%69', '/a%70i', '/ap%69'])(
    'refuses a foreign-origin state change sent to %s/eater/… (an encoded path the router decodes)',
    async (prefix) => {
      const auth = await signIn(t.app);
      const path = `/eater/customers/${auth.user._id}`;
      const body = {
        local: { firstName: 'Mallory', lastName: 'Evil', telephone: '306-555-0199' },
        address: {},
      };
      const foreign = await call(t.app, 'PUT', `${prefix}${path}`, {
        cookie: cookieOf(auth),
        headers: { origin: 'https://evil.example' },
        body,
      });
      expect(foreign.status).toBe(403);
      expect(foreign.body.code).toBe('CROSS_SITE_REQUEST');
      const logout = await call(t.app, 'POST', `${prefix}/eater/auth/logout`, {
        cookie: cookieOf(auth),
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(logout.status).toBe(403);
      const profile = await me(auth);
      expect(profile.status).toBe(200);
      expect((profile.body as { local: { firstName: string } }).local.firstName).not.toBe('Mallory');
    },
  );
});
