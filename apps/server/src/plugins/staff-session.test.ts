import { STAFF_SIGN_IN_MESSAGE } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../test/accounts-fixture';
import { t, useTestApp } from '../test/app-fixture';

/*
 * The one hook that signs in every /api/staff route (decision 0067): walked over every route the app
 * has under the prefix, none answers without a session but the few that say so in their config.
 */
useTestApp();

/** The routes that are open by design: signing in, an invitation's link, and signing out. */
const OPEN = new Set([
  'POST /api/staff/login',
  'POST /api/staff/logout',
  'GET /api/staff/invitations/:token',
  'POST /api/staff/invitations/:token',
]);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every method and path under /api/staff, read off Fastify's route tree: a line's depth is where its
 * `── ` stands, and its path follows its parent's.
 */
function staffRoutes(): { method: Method; path: string }[] {
  const routes: { method: Method; path: string }[] = [];
  const parents: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const at = line.indexOf('── ');
    if (at < 0) continue;
    const depth = Math.round((at - 1) / 4);
    const match = /^(\S+)(?: \(([^)]+)\))?/.exec(line.slice(at + 3))!;
    const path = (parents[depth - 1] ?? '') + match[1]!;
    parents[depth] = path;
    if (!path.startsWith('/api/staff') || !match[2]) continue;
    for (const method of match[2].split(', '))
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method: method as Method, path });
  }
  return routes;
}

describe('staff sign-in on /api/staff', () => {
  it('refuses every route without a session with the sign-in 401, except the open ones', async () => {
    const routes = staffRoutes();
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((r) => OPEN.has(`${r.method} ${r.path}`))).toHaveLength(OPEN.size);
    const answered: string[] = [];
    for (const { method, path } of routes) {
      if (OPEN.has(`${method} ${path}`)) continue;
      const url = path.replace(/:[A-Za-z]+/g, '6b0b20a6710381c489e560ff');
      const response = await call<{ message: string }>(t.app, method, url, {
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
      });
      if (response.status !== 401 || response.body?.message !== STAFF_SIGN_IN_MESSAGE)
        answered.push(`${method} ${path}: ${response.status}`);
    }
    expect(answered).toEqual([]);
  });
});
