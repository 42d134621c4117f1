import { describe, expect, it } from 'vitest';
import { call, newAddress, newEmail, registerMember } from '../../test/accounts-fixture';
import { loadConfig } from '../../config';
import { createTestApp, TEST_NOW } from '../../test/harness';
import { t, useTestApp } from '../../test/app-fixture';

/*
 * Issue 16: bulk account enumeration through `customerviews` and register. The duplicate-email
 * message stays (diners need it); one client address just cannot ask about many emails.
 */
useTestApp();

describe('account enumeration is rate limited per client address', () => {
  it('GET /tenants/{id}/customerviews answers 30 emails per address per 15 minutes', async () => {
    const address = newAddress();
    const view = (email: string, remoteAddress = address) =>
      call<{ isBlocked: boolean }>(
        t.app,
        'GET',
        `/api/eater/tenants/goldenmaple/customerviews?email=${encodeURIComponent(email)}`,
        { remoteAddress },
      );
    for (let i = 0; i < 30; i++) expect((await view(`probe-${i}@example.com`)).status).toBe(200);
    const limited = await view('demo@example.com');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many email checks\. Please try again in \d+ minutes?\.$/);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address (another diner) is not affected.
    expect((await view('blocked@example.com', newAddress())).body).toEqual({ isBlocked: true });
  });

  it('POST /auth/register keeps its duplicate-email message, 20 attempts per address per hour', async () => {
    const taken = (await registerMember(t.app)).user.local.email;
    const address = newAddress();
    const register = (email: string) =>
      call(t.app, 'POST', '/api/eater/auth/register', {
        remoteAddress: address,
        body: { email, firstName: 'Pat', lastName: 'Probe', password: 'a-good-password' },
      });
    const duplicate = await register(taken);
    expect(duplicate.status).toBe(409);
    for (let i = 1; i < 20; i++) expect((await register(newEmail('probe'))).status).toBe(201);
    const limited = await register(taken);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many sign-up attempts/);
  });
});

describe('TRUST_PROXY trusts a hop count or a proxy list, never every hop', () => {
  it('parses a count, a list, and the old `true` as the one proxy in front', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('a client cannot escape a per-address limit by naming addresses in X-Forwarded-For', async () => {
    const proxied = await createTestApp({
      now: TEST_NOW,
      config: { trustProxy: loadConfig({ TRUST_PROXY: 'true' }).trustProxy },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const response = await call(
          proxied.app,
          'GET',
          '/api/eater/tenants/goldenmaple/customerviews?email=a%40b.ca',
          {
            remoteAddress: '127.0.0.1',
            // The proxy appends the address it saw; whatever the client put before it is its own claim.
            headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
          },
        );
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
