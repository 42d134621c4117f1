import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../test/accounts-fixture';
import { createTestApp, TEST_NOW, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: TEST_NOW });
});
afterAll(() => t.close());

describe('security headers (issue 16)', () => {
  it('the CSP lets the page open websockets to its own origin only', async () => {
    const response = await t.app.inject({ url: '/', headers: { host: 'goldenmaple.localhost:3000' } });
    const csp = String(response.headers['content-security-policy']);
    const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src'));
    expect(connect?.trim()).toBe("connect-src 'self'");
  });

  it('answers with personal data are never stored by a cache', async () => {
    const auth = await signIn(t.app);
    for (const path of [
      `/api/eater/customers/${auth.user._id}`,
      `/api/eater/customers/${auth.user._id}/orders`,
      '/api/eater/tenants/goldenmaple/customerviews?email=demo%40example.com',
    ]) {
      const response = await call(t.app, 'GET', path, { token: auth.token });
      expect(response.status, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe('no-store');
    }
    const login = await call(t.app, 'POST', '/api/eater/auth/login', {
      body: { email: 'demo@example.com', password: 'demo-pass-2026' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    // A document built to be revalidated keeps its own rule.
    const tenant = await call<{ restaurants: { _id: string }[] }>(
      t.app,
      'GET',
      '/api/eater/tenants/goldenmaple',
    );
    const menus = await call(t.app, 'GET', `/api/eater/restaurants/${tenant.body.restaurants[0]!._id}/menus`);
    expect(menus.headers['cache-control']).toBe('no-cache');
  });
});
